// PNG encoding: the scanlines are deflated in one call by our run-aware
// deflater (png_deflate.c), and the chunks are written here (CRCs by
// libdeflate); there is no libpng on this path.
#include "png_support.h"
#include "png_deflate.h"
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

// IDAT chunks hold at most this many bytes of the zlib stream.
#define IDAT_CHUNK_MAX ((size_t)1 << 20)
// Scanline bytes checksummed at a time, just after they are written: well
// inside a core's L2 cache.
#define CHECKSUM_SPAN ((size_t)1 << 16)

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24); at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8); at[3] = (uint8_t)value;
}

// Appends one chunk (length, type, data, CRC over type and data) at `at`;
// returns the end.
static uint8_t *put_chunk(uint8_t *at, const char type[4], const uint8_t *data, size_t length) {
    put32(at, (uint32_t)length);
    memcpy(at + 4, type, 4);
    if (length) memmove(at + 8, data, length);
    uint32_t crc = libdeflate_crc32(0, at + 4, 4 + length);
    put32(at + 8 + length, crc);
    return at + 12 + length;
}

// Whether every pixel of a row has alpha 255. Alpha is each pixel's last
// byte: the top byte of its little-endian word. Branch-free, so the
// compiler vectorises it.
static int row_is_opaque(const uint8_t *rgba, uint32_t width) {
    uint32_t all = 0xffffffffu;
    for (uint32_t i = 0; i < width; i++) {
        uint32_t pixel;
        memcpy(&pixel, rgba + 4 * (size_t)i, 4);
        all &= pixel;
    }
    return all >> 24 == 0xff;
}

#if defined(__x86_64__)
// The same test 32 pixels a step with AVX2 (the portable loop above is
// vectorised for SSE2 only: 4 pixels a step, a tenth of a screen's PNG time).
// Clang's vector extensions, not <immintrin.h>'s wrappers, so that a debug
// build (-O0) keeps the loop in registers too (see expand_rgb_avx2).
typedef uint32_t words8 __attribute__((vector_size(32)));
typedef uint32_t words8_unaligned __attribute__((vector_size(32), aligned(1)));
__attribute__((target("avx2")))
static int row_is_opaque_avx2(const uint8_t *rgba, uint32_t width) {
    words8 all = ~(words8){0};
    uint32_t i = 0;
    for (; i + 32 <= width; i += 32) {
        const words8_unaligned *at = (const words8_unaligned *)(const void *)(rgba + 4 * (size_t)i);
        all &= at[0] & at[1] & at[2] & at[3];
    }
    if (i < width && width >= 32) {
        // The last 32 pixels, overlapping some already tested: 4 loads
        // instead of a scalar tail of up to 31 pixels.
        const words8_unaligned *at = (const words8_unaligned *)(const void *)(rgba + 4 * ((size_t)width - 32));
        all &= at[0] & at[1] & at[2] & at[3];
        i = width;
    }
    __m256i alpha = _mm256_set1_epi32((int)0xff000000u);
    int opaque = _mm256_testc_si256((__m256i)all, alpha);     // every alpha bit set
    return opaque && row_is_opaque(rgba + 4 * (size_t)i, width - i);
}
#endif

// 1. The filtered scanlines (filter None: a 0 byte before each row) and
//    their Adler-32 (the zlib checksum), both made one row at a time
//    while the row is in cache: the frame is read once, not three times
//    (opacity, packing, checksum), which was a tenth of a batch screen.
//
//    An opaque frame is packed to RGB in place: row y's bytes move to
//    y * (3w + 1), never past a pixel not read yet, so the caller's buffer
//    is the scanline buffer and no second frame buffer is allocated. Each
//    row is checked opaque just before it is packed; at the first row that
//    is not, the rows packed so far are put back (unpack_rgb_rows) and the
//    frame is encoded as RGBA instead.
#if defined(__x86_64__)
// Packs groups of 4 pixels with SSSE3's byte shuffle: 16 bytes read, 12
// kept, 16 written (the last 4 land on bytes already read and are
// overwritten by the next group, pixel or filter byte). Returns the
// pixels packed, a multiple of 4 at most `pixels`.
__attribute__((target("ssse3")))
static uint32_t pack_groups_ssse3(uint8_t *rgba, size_t *in, size_t *out, uint32_t pixels) {
    const __m128i keep_rgb = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const uint8_t *from = rgba + *in;
    uint8_t *to = rgba + *out;
    uint32_t groups = pixels / 4;
    for (uint32_t i = 0; i < groups; i++, from += 16, to += 12) {
        __m128i four = _mm_loadu_si128((const __m128i *)(const void *)from);
        _mm_storeu_si128((__m128i *)(void *)to, _mm_shuffle_epi8(four, keep_rgb));
    }
    *in += 16 * (size_t)groups;
    *out += 12 * (size_t)groups;
    return 4 * groups;
}

// The same for groups of 8 pixels with AVX2: 32 bytes read, each half
// shuffled to 12 bytes of RGB, the halves joined to 24 and 32 written
// (the last 8 land on bytes already read, as above). Half the
// instructions of SSSE3's groups.
__attribute__((target("avx2")))
static uint32_t pack_groups_avx2(uint8_t *rgba, size_t *in, size_t *out, uint32_t pixels) {
    // Each half's last 4 bytes are don't-cares (its alphas), not zeros:
    // zeros cost a blend a group.
    const __m256i keep_rgb = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 3, 7, 11, 15,
                                              0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 3, 7, 11, 15);
    const __m256i join = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    const uint8_t *from = rgba + *in;
    uint8_t *to = rgba + *out;
    uint32_t groups = pixels / 8;
    for (uint32_t i = 0; i < groups; i++, from += 32, to += 24) {
        __m256i eight = _mm256_loadu_si256((const __m256i *)(const void *)from);
        __m256i packed = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(eight, keep_rgb), join);
        _mm256_storeu_si256((__m256i *)(void *)to, packed);
    }
    *in += 32 * (size_t)groups;
    *out += 24 * (size_t)groups;
    return 8 * groups;
}
#endif

// Rows 0 ..< rows, packed by pack_rgb_in_place, back to RGBA with alpha
// 255, from the last pixel to the first: each pixel lands at or after the
// bytes it was read from and before none not yet read.
static void unpack_rgb_rows(uint8_t *rgba, uint32_t width, uint32_t rows) {
    size_t packed_row = 1 + 3 * (size_t)width;
    for (size_t y = rows; y-- > 0;) {
        for (size_t x = width; x-- > 0;) {
            const uint8_t *from = rgba + y * packed_row + 1 + 3 * x;
            uint8_t pixel[4] = { from[0], from[1], from[2], 255 };
            memcpy(rgba + 4 * (y * width + x), pixel, 4);
        }
    }
}

// Returns 1 with the RGB scanlines' size and checksum when every pixel is
// opaque; else 0 with `rgba` as it was.
static int pack_rgb_in_place(uint8_t *rgba, uint32_t width, uint32_t height, size_t *size, uint32_t *adler) {
    size_t out = 0, in = 0, summed = 0;
    uint32_t sum = 1;
#if defined(__x86_64__)
    unsigned simd = gravity_png_simd();
    int ssse3 = (simd & GRAVITY_SIMD_SSSE3) != 0, avx2 = (simd & GRAVITY_SIMD_AVX2) != 0;
#endif
    for (uint32_t y = 0; y < height; y++) {
#if defined(__x86_64__)
        int opaque = avx2 ? row_is_opaque_avx2(rgba + in, width) : row_is_opaque(rgba + in, width);
#else
        int opaque = row_is_opaque(rgba + in, width);
#endif
        if (!opaque) {
            unpack_rgb_rows(rgba, width, y);
            return 0;
        }
        // The filter byte may land on this row's first pixel: read it first.
        uint8_t first[4];
        memcpy(first, rgba + in, 4);
        rgba[out++] = 0;
        memcpy(rgba + out, first, 3);
        out += 3;
        in += 4;
        // From the second pixel on, out <= in: a pixel (or group) is read
        // whole, then written with up to 4 bytes more, which land on bytes
        // already read and are overwritten by the next pixel or filter byte.
        uint32_t x = 1;
#if defined(__x86_64__)
        if (avx2) x += pack_groups_avx2(rgba, &in, &out, width - x);
        if (ssse3) x += pack_groups_ssse3(rgba, &in, &out, width - x);
#endif
        for (; x < width; x++, in += 4, out += 3) {
            uint32_t pixel;
            memcpy(&pixel, rgba + in, 4);
            memcpy(rgba + out, &pixel, 4);
        }
        // Summed a few rows at a time, still in cache: a call per row cost
        // half as much again as one call for the frame.
        if (out - summed >= CHECKSUM_SPAN || y + 1 == height) {
            sum = libdeflate_adler32(sum, rgba + summed, out - summed);
            summed = out;
        }
    }
    *size = out;
    *adler = sum;
    return 1;
}

int gravity_rgba_is_opaque(const uint8_t *rgba, size_t count) {
    // Blocks of at most 2^20 pixels (row_is_opaque takes a uint32_t width),
    // so a translucent frame stops at its first translucent block.
    const size_t block = (size_t)1 << 20;
#if defined(__x86_64__)
    int avx2 = (gravity_png_simd() & GRAVITY_SIMD_AVX2) != 0;
#endif
    for (size_t i = 0; i < count; i += block) {
        uint32_t n = (uint32_t)(count - i < block ? count - i : block);
#if defined(__x86_64__)
        if (!(avx2 ? row_is_opaque_avx2(rgba + 4 * i, n) : row_is_opaque(rgba + 4 * i, n))) return 0;
#else
        if (!row_is_opaque(rgba + 4 * i, n)) return 0;
#endif
    }
    return 1;
}

void gravity_rgba_unpremultiply(uint8_t *rgba, size_t count) {
    for (size_t i = 0; i < 4 * count; i += 4) {
        uint32_t a = rgba[i + 3];
        if (a == 255) continue;
        for (int c = 0; c < 3; c++) {
            uint32_t value = a ? (rgba[i + c] * 255u + a / 2) / a : 0;
            rgba[i + c] = (uint8_t)(value < 255 ? value : 255);
        }
    }
}

//    A frame with translucent pixels keeps all four bytes, straight alpha
//    (PNG's): one row longer than the frame buffer by a byte, so it is
//    copied, and premultiplied pixels are divided by their alpha on the
//    way, row by row while the row is in cache.
static uint8_t *copy_rgba_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int premultiplied,
                               size_t *size, uint32_t *adler) {
    size_t row = (size_t)width * 4;
    uint8_t *scanlines = malloc((row + 1) * height);
    if (!scanlines) return NULL;
    uint32_t sum = 1;
    size_t summed = 0;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *line = scanlines + (row + 1) * y;
        line[0] = 0;
        memcpy(line + 1, rgba + row * y, row);
        if (premultiplied) gravity_rgba_unpremultiply(line + 1, width);
        size_t written = (row + 1) * (y + 1);
        if (written - summed >= CHECKSUM_SPAN || y + 1 == height) {
            sum = libdeflate_adler32(sum, scanlines + summed, written - summed);
            summed = written;
        }
    }
    *size = (row + 1) * height;
    *adler = sum;
    return scanlines;
}

// The zlib stream of libdeflate level 1; non-zero: out of memory.
static int libdeflate_level1(const uint8_t *raw, size_t raw_size, uint8_t **zlib, size_t *zlib_size) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(1);
    if (!compressor) return 1;
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    *zlib = malloc(bound);
    *zlib_size = *zlib ? libdeflate_zlib_compress(compressor, raw, raw_size, *zlib, bound) : 0;
    libdeflate_free_compressor(compressor);
    if (*zlib_size == 0) { free(*zlib); *zlib = NULL; return 1; }
    return 0;
}

int gravity_png_encode(uint8_t *rgba, uint32_t width, uint32_t height, int premultiplied, gravity_deflater deflater,
                       const char *const *text_keys, const char *const *text_values, int text_count,
                       gravity_png_buffer *out, char *error, size_t error_size) {
    out->data = NULL;
    out->size = 0;
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu) {
        snprintf(error, error_size, "a PNG is 1 to 2147483647 pixels on a side, not %u x %u", width, height);
        return 1;
    }
    // 1. Scanlines.
    size_t raw_size = 0;
    uint32_t adler = 1;
    uint8_t *owned = NULL;
    const uint8_t *raw = rgba;
    int opaque = pack_rgb_in_place(rgba, width, height, &raw_size, &adler);
    if (!opaque) {
        owned = copy_rgba_rows(rgba, width, height, premultiplied, &raw_size, &adler);
        if (!owned) { snprintf(error, error_size, "out of memory while encoding PNG"); return 1; }
        raw = owned;
    }

    // 2. The zlib stream, in one call: ours for UI renders, where most
    //    pixels repeat a neighbour; libdeflate level 1 for the rest
    //    (gradients, photographs), where its hashing of every byte wins.
    size_t bytes_per_pixel = opaque ? 3 : 4, row_bytes = 1 + (size_t)width * bytes_per_pixel;
    if (deflater == GRAVITY_DEFLATER_CHOOSE)
        deflater = gravity_deflate_suits(raw, raw_size, bytes_per_pixel, row_bytes) ? GRAVITY_DEFLATER_RUNS
                                                                                    : GRAVITY_DEFLATER_LIBDEFLATE;
    uint8_t *zlib = NULL;
    size_t zlib_size = 0;
    int failed = deflater == GRAVITY_DEFLATER_LIBDEFLATE
        ? libdeflate_level1(raw, raw_size, &zlib, &zlib_size)
        : gravity_deflate_scanlines(raw, raw_size, bytes_per_pixel, row_bytes, deflater == GRAVITY_DEFLATER_RUNS,
                                    adler, &zlib, &zlib_size);
    free(owned);
    if (failed) {
        snprintf(error, error_size, "out of memory while encoding PNG");
        return 1;
    }

    // 3. Signature, IHDR, tEXt, IDAT…, IEND.
    size_t text_size = 0;
    for (int i = 0; i < text_count; i++) text_size += 12 + strlen(text_keys[i]) + 1 + strlen(text_values[i]);
    size_t idat_count = (zlib_size + IDAT_CHUNK_MAX - 1) / IDAT_CHUNK_MAX;
    size_t total = 8 + 25 + text_size + zlib_size + 12 * idat_count + 12;
    uint8_t *png = malloc(total);
    uint8_t *text = NULL;
    if (!png) { free(zlib); snprintf(error, error_size, "out of memory while encoding PNG"); return 1; }
    static const uint8_t signature[8] = { 137, 80, 78, 71, 13, 10, 26, 10 };
    memcpy(png, signature, 8);
    uint8_t header[13];
    put32(header, width);
    put32(header + 4, height);
    header[8] = 8;                  // bit depth
    header[9] = opaque ? 2 : 6;     // colour type: RGB or RGBA
    header[10] = header[11] = header[12] = 0;  // deflate, adaptive filtering method, no interlace
    uint8_t *at = put_chunk(png + 8, "IHDR", header, 13);
    for (int i = 0; i < text_count; i++) {
        size_t key = strlen(text_keys[i]), value = strlen(text_values[i]);
        text = realloc(text, key + 1 + value);
        if (!text) { free(zlib); free(png); snprintf(error, error_size, "out of memory while encoding PNG"); return 1; }
        memcpy(text, text_keys[i], key + 1);
        memcpy(text + key + 1, text_values[i], value);
        at = put_chunk(at, "tEXt", text, key + 1 + value);
    }
    free(text);
    for (size_t offset = 0; offset < zlib_size; offset += IDAT_CHUNK_MAX) {
        size_t length = zlib_size - offset < IDAT_CHUNK_MAX ? zlib_size - offset : IDAT_CHUNK_MAX;
        at = put_chunk(at, "IDAT", zlib + offset, length);
    }
    at = put_chunk(at, "IEND", NULL, 0);
    free(zlib);
    out->data = png;
    out->size = (size_t)(at - png);
    return 0;
}

const char *gravity_deflate_version(void) { return LIBDEFLATE_VERSION_STRING; }
