#!/usr/bin/env bash
# Build on Linux or macOS: the same as `python packaging/build.py` (see packaging/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-python3}" packaging/build.py "$@"
