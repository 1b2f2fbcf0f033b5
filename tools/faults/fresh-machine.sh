#!/bin/sh
# Runs a command as on a fresh machine with only Node and npm, without touching this one:
# in a private mount namespace (root: `unshare -m`), the system Chromium
# (/usr/bin/chromium*, /usr/lib/chromium), the system fonts (/usr/share/fonts, /etc/fonts)
# and NSS/NSPR/expat are hidden, and TMPDIR and the Puppeteer cache are empty. Example,
# one RGM PDF rendered by the Chromium of the @sparticuz/chromium npm package:
#
#   sudo tools/faults/fresh-machine.sh node tools/faults/pdf-burst.mjs --n 1 --save /tmp/rgm.pdf
set -e
if [ -z "$FRESH_MACHINE_NS" ]; then
  exec env FRESH_MACHINE_NS=1 unshare -m --propagation private "$0" "$@"
fi
work=$(mktemp -d /tmp/fresh-machine.XXXXXX)
mkdir -p "$work/orig" "$work/bin" "$work/tmp" "$work/cache"
# mktemp makes the folder 0700: open it, or the embedded PostgreSQL (run as its own user)
# cannot reach /usr/bin/sh through it, and initdb fails with "Cannot allocate memory".
chmod 755 "$work" && chmod 1777 "$work/tmp"
mount --bind /usr/bin "$work/orig"
for path in /usr/bin/*; do
  name=$(basename "$path")
  case "$name" in chromium* | google-chrome*) continue ;; esac
  real=$(readlink -f "$path")
  case "$real" in /usr/bin/*) real="$work/orig/${real#/usr/bin/}" ;; esac
  ln -s "$real" "$work/bin/$name"
done
mount --bind "$work/bin" /usr/bin
[ -d /usr/lib/chromium ] && mount -t tmpfs none /usr/lib/chromium
[ -d /usr/share/fonts ] && mount -t tmpfs none /usr/share/fonts
[ -d /etc/fonts ] && mount -t tmpfs none /etc/fonts
for lib in libnss3.so libnssutil3.so libnspr4.so libplc4.so libplds4.so libsmime3.so libexpat.so.1; do
  [ -e "/usr/lib/x86_64-linux-gnu/$lib" ] && mount --bind /dev/null "/usr/lib/x86_64-linux-gnu/$lib"
done
export TMPDIR="$work/tmp" PUPPETEER_CACHE_DIR="$work/cache"
unset CHROME_PATH PUPPETEER_EXECUTABLE_PATH
echo "máquina \"nova\": $(ls /usr/bin/chromium 2>&1); fontes do sistema: $(ls /usr/share/fonts | wc -l)"
status=0
"$@" || status=$?
umount /usr/bin
umount "$work/orig" && rmdir "$work/orig"
rm -rf "$work/bin" "$work/tmp" "$work/cache"
rmdir "$work"
exit $status
