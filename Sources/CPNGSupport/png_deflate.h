// Deflate for PNG scanlines (png_deflate.c), used by png_encode.c.
#ifndef GRAVITY_PNG_DEFLATE_H
#define GRAVITY_PNG_DEFLATE_H
#include <stddef.h>
#include <stdint.h>

/// The zlib stream of `size` bytes of filtered scanlines (`row_bytes` each,
/// filter byte included; `bytes_per_pixel` 3 or 4) in `*out` (malloc'd).
/// `allow_avx2`: use the AVX2 tokenizer where the CPU has it (same bytes
/// out; 0 forces the portable one, for tests). `adler`: the Adler-32 of
/// the input, taken by the caller while it wrote the scanlines.
/// Deterministic: the same bytes in give the same bytes out. Non-zero: out
/// of memory.
int gravity_deflate_scanlines(const uint8_t *in, size_t size, size_t bytes_per_pixel, size_t row_bytes,
                              int allow_avx2, uint32_t adler, uint8_t **out, size_t *out_size);

/// Whether the scanlines look like a UI render, which this deflater is for:
/// in 16 rows spread over the image, at least 3 pixels in 4 equal the one
/// to their left or the one above. Deterministic.
int gravity_deflate_suits(const uint8_t *in, size_t size, size_t bytes_per_pixel, size_t row_bytes);
#endif
