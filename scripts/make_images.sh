#!/bin/sh
# Renders the emoji images in Assets/ from Noto Color Emoji (Apache-2.0), 128x128 PNG.
# Needs: fonts-noto-color-emoji, pango1.0-tools (pango-view), imagemagick.
# seven.svg and bar.svg are drawn by hand for this project and kept as sources.
set -eu
cd "$(dirname "$0")/../Assets"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
while read -r name glyph; do
  pango-view --no-display --font="Noto Color Emoji 96" --background=transparent \
    -t "$glyph" -o "$tmp/$name.png"
  /usr/bin/convert "$tmp/$name.png" -trim +repage -resize 116x116 -background none \
    -gravity center -extent 128x128 -strip "$name.png"
done <<'LIST'
cherry 🍒
lemon 🍋
apple 🍎
crown 👑
mouse 🐭
goose 🪿
cat 🐱
dog 🐶
snake 🐍
bear 🐻
pig 🐷
LIST
