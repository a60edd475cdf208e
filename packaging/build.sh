#!/usr/bin/env bash
# Build a double-clickable one-folder app into dist/sparrow-mahjong with PyInstaller.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv-build
.venv-build/bin/pip install -q -e '.[package]'
.venv-build/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build \
    packaging/sparrow_mahjong.spec
if [ "$(uname)" = "Linux" ]; then
    install -m 644 packaging/sparrow-mahjong.desktop dist/sparrow-mahjong/
fi
echo "built dist/sparrow-mahjong/sparrow-mahjong"
