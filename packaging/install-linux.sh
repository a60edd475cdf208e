#!/bin/sh
# Add Sparrow Mahjong to this user's application menu, from the unpacked build folder:
#     ./install-linux.sh              the menu entry (running this folder's program) and icons
#     ./install-linux.sh --uninstall  remove them again (the folder itself is left alone)
# Files go under ${XDG_DATA_HOME:-~/.local/share}: applications/ and icons/hicolor/.
set -eu
name=sparrow-mahjong
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor
sizes="16 24 32 48 64 128 256 512"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$apps/$name.desktop"
    for s in $sizes; do rm -f "$icons/${s}x${s}/apps/$name.png"; done
    refresh
    echo "Sparrow Mahjong's menu entry and icons are removed."
    exit 0
fi
if [ $# -gt 0 ]; then
    echo "usage: $0 [--uninstall]" >&2
    exit 2
fi

program=$here/$name
if [ ! -x "$program" ]; then
    echo "install-linux.sh: no $name program beside this script; run it from the unpacked build folder" >&2
    exit 1
fi
case $program in
    *[\"\`\$\\%]*) echo "install-linux.sh: move the folder to a path without \" \` \$ \\ or %" >&2; exit 1;;
esac

mkdir -p "$apps"
# Exec names this folder's program by its absolute path, quoted for the spaces a path may hold.
# Written line by line, not by sed, whose replacement reads & and the delimiter in a path.
trap 'rm -f "$apps/$name.desktop.tmp"' EXIT
while IFS= read -r line || [ -n "$line" ]; do
    case $line in
        Exec=*) printf 'Exec="%s"\n' "$program" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$here/$name.desktop" > "$apps/$name.desktop.tmp"
mv "$apps/$name.desktop.tmp" "$apps/$name.desktop"
for s in $sizes; do
    png=$here/_internal/game/icons/$name-$s.png
    [ -f "$png" ] || continue
    mkdir -p "$icons/${s}x${s}/apps"
    cp "$png" "$icons/${s}x${s}/apps/$name.png"
done
refresh
echo "Sparrow Mahjong is in your application menu (runs $program)."
echo "To remove it: '$here/install-linux.sh' --uninstall"
