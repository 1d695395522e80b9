#!/usr/bin/env bash
# Builds the GTK4 peer of `table-bench frames` into the folder given (default .build/peers)
# against Debian's libgtk-4-dev, installed when missing.
set -euo pipefail
cd "$(dirname "$0")"
out="${1:-../../../.build/peers}"
mkdir -p "$out"

if ! dpkg-query -W -f='${Status}' libgtk-4-dev 2>/dev/null | grep -q "install ok installed"; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "peers: installing libgtk-4-dev" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libgtk-4-dev >/dev/null
fi

echo "peers: building gtk4-peer" >&2
cc -std=gnu11 -O2 -DNDEBUG -Wall main.c rows_model.c -o "$out/gtk4-peer" \
  $(pkg-config --cflags gtk4 fontconfig) $(pkg-config --libs gtk4 fontconfig)
