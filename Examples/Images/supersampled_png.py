"""The PNG writer and 4x4 supersampler the example-image scripts share
(make-images.py here, Data/Images/make-avatars.py)."""
import struct, zlib

def png(path, width, height, pixel):
    rows = b""
    for y in range(height):
        rows += b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

def supersampled(scale, shade):
    """shade(x, y) in points -> (r, g, b, a) floats 0..1, averaged over 4x4 samples."""
    def pixel(px, py):
        acc = [0.0] * 4
        for sy in range(4):
            for sx in range(4):
                r, g, b, a = shade((px + (sx + 0.5) / 4) / scale, (py + (sy + 0.5) / 4) / scale)
                acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
        a = acc[3] / 16
        if a == 0:
            return (0, 0, 0, 0)
        return tuple(round(c / 16 / a * 255) for c in acc[:3]) + (round(a * 255),)
    return pixel
