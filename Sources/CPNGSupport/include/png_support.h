// PNG in C: setjmp-safe wrappers around libpng (Swift cannot survive
// libpng's longjmp error handling, so every libpng call happens here, behind
// setjmp), and the libdeflate encoder and fast decoder.
#ifndef GRAVITY_PNG_SUPPORT_H
#define GRAVITY_PNG_SUPPORT_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t *data;   // malloc'd; free with gravity_png_free
    size_t size;
} gravity_png_buffer;

/// Reads the header only, so callers can refuse absurd sizes before decoding.
int gravity_png_read_size(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height,
                          char *error, size_t error_size);

/// Decodes any PNG to 8-bit straight-alpha RGBA. `max_pixels` bounds the allocation.
int gravity_png_decode(const uint8_t *bytes, size_t size, uint64_t max_pixels,
                       uint32_t *width, uint32_t *height, gravity_png_buffer *out,
                       char *error, size_t error_size);

/// Which deflater writes a PNG's zlib stream: ours (png_deflate.c: runs
/// of the pixel to the left or above, for UI renders), libdeflate level 1,
/// or the one that suits the scanlines (gravity_deflate_suits). RUNS uses
/// AVX2 compares where the CPU has them; RUNS_PORTABLE never (the same
/// bytes: tests compare the two).
typedef enum {
    GRAVITY_DEFLATER_CHOOSE = 0,
    GRAVITY_DEFLATER_RUNS = 1,
    GRAVITY_DEFLATER_LIBDEFLATE = 2,
    GRAVITY_DEFLATER_RUNS_PORTABLE = 3,
} gravity_deflater;

/// Encodes 8-bit RGBA rows, filter None: premultiplied (a frame buffer)
/// when `premultiplied`, else straight. When every alpha is 255 the PNG is
/// RGB (colour type 2), packed in `rgba` itself, which is then garbage;
/// otherwise RGBA (colour type 6, straight alpha) from a copy, and `rgba`
/// is left as it was.
int gravity_png_encode(uint8_t *rgba, uint32_t width, uint32_t height, int premultiplied, gravity_deflater deflater,
                       const char *const *text_keys, const char *const *text_values, int text_count,
                       gravity_png_buffer *out, char *error, size_t error_size);

/// The vector instruction sets the PNG encoder, deflater and fast decoder
/// use (bits below): those the CPU has, or none — the portable C twins,
/// the code other architectures run — when the environment says
/// GRAVITY_SIMD=scalar (read once) or after gravity_png_use_portable(1).
/// Both modes give the same bytes; `make test` runs the PNG tests in each.
#define GRAVITY_SIMD_SSSE3 1u
#define GRAVITY_SIMD_AVX2 2u
#define GRAVITY_SIMD_BMI2 4u
unsigned gravity_png_simd(void);

/// Non-zero: the portable twins from now on; zero: the CPU's paths again
/// (unless GRAVITY_SIMD=scalar).
void gravity_png_use_portable(int enabled);

/// Premultiplied RGBA to straight, in place, for `count` pixels: each
/// colour channel c of a pixel with alpha a < 255 becomes
/// min(255, round(c · 255 / a)), and 0 where a = 0. The one
/// implementation (PNG encoding and PixelBuffer.unpremultiplied).
void gravity_rgba_unpremultiply(uint8_t *rgba, size_t count);

/// 1 when all `count` pixels have alpha 255, else 0. With AVX2 32 pixels a
/// step: in a debug build (C at -O0) that is a tenth of the scalar loop.
int gravity_rgba_is_opaque(const uint8_t *rgba, size_t count);

/// The size of a PNG the fast decoder takes (8-bit RGB or RGBA, not
/// interlaced, no tRNS, well formed) and the `capacity` in bytes its decode
/// needs. Non-zero: decode with libpng instead.
int gravity_png_fast_size(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height, size_t *capacity);

/// Decodes such a PNG in `buffer` of `capacity` bytes: the scanlines are
/// inflated into it and unfiltered there, and its first width * height * 4
/// bytes end as straight-alpha RGBA (no second buffer). Non-zero: declined
/// or malformed, the buffer holds garbage; decode with libpng instead.
int gravity_png_fast_decode(const uint8_t *bytes, size_t size, uint8_t *buffer, size_t capacity);

/// The libdeflate version compiled against.
const char *gravity_deflate_version(void);

void gravity_png_free(gravity_png_buffer *buffer);

/// The libpng version string of the linked library.
const char *gravity_png_version(void);
#endif
