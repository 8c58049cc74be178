#!/usr/bin/env python3
"""Prints ICU's line-break opportunities of TEXT under LOCALE, as UTF-16 offsets, one line:
    scripts/icu-line-breaks.py ja 'ダウンロード'   →   2 3 4 6
Calls the system ICU (libicuuc) directly through ctypes: ubrk_open(UBRK_LINE, locale), ubrk_next.
Used by the tests as an expectation independent of ButtonSizer's own ICU wrapper."""
import ctypes, ctypes.util, glob, re, sys

def icu():
    for path in sorted(glob.glob("/usr/lib/*/libicuuc.so.*") + glob.glob("/usr/lib/libicuuc.so.*")):
        match = re.search(r"libicuuc\.so\.(\d+)$", path)
        if match:
            return ctypes.CDLL(path), "_" + match.group(1)
    sys.exit("libicuuc not found")

def breaks(locale, text):
    lib, suffix = icu()
    ubrk_open = getattr(lib, "ubrk_open" + suffix)
    ubrk_open.restype = ctypes.c_void_p
    ubrk_open.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_void_p, ctypes.c_int32, ctypes.POINTER(ctypes.c_int)]
    ubrk_next = getattr(lib, "ubrk_next" + suffix)
    ubrk_next.argtypes = [ctypes.c_void_p]
    ubrk_next.restype = ctypes.c_int32
    ubrk_close = getattr(lib, "ubrk_close" + suffix)
    ubrk_close.argtypes = [ctypes.c_void_p]
    utf16 = text.encode("utf-16-le")
    buffer = ctypes.create_string_buffer(utf16, len(utf16) + 2)
    status = ctypes.c_int(0)
    UBRK_LINE = 2
    iterator = ubrk_open(UBRK_LINE, locale.encode(), buffer, len(utf16) // 2, ctypes.byref(status))
    if status.value > 0 or not iterator:
        sys.exit("ubrk_open failed: %d" % status.value)
    offsets = []
    while True:
        offset = ubrk_next(iterator)
        if offset == -1:
            break
        offsets.append(offset)
    ubrk_close(iterator)
    return offsets

if __name__ == "__main__":
    print(" ".join(str(o) for o in breaks(sys.argv[1], sys.argv[2])))
