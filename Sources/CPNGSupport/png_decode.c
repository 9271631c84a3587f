// The fast PNG decoder: 8-bit RGB and RGBA without interlacing or tRNS
// (what Gravity writes, and what most UI tools write), inflated by
// libdeflate in one call. Anything else, and any file this code finds
// malformed, is declined: the caller then decodes with libpng, which
// handles every PNG and words the errors.
#include "png_support.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static uint32_t get32(const uint8_t *at) {
    return (uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 | (uint32_t)at[2] << 8 | at[3];
}

typedef struct {
    uint32_t width, height;
    int channels;            // 3 (RGB) or 4 (RGBA)
    size_t idat_size;        // the zlib stream's length over all IDAT chunks
    size_t idat_count;
    size_t first_idat;       // offset of the first IDAT chunk
} fast_plan;

// 1. Walks the chunks: IHDR first and eligible, critical chunks' CRCs
//    right, IDATs consecutive, IEND reached, no tRNS and no unknown
//    critical chunk. Returns 0 when the file is for this decoder.
static int plan(const uint8_t *bytes, size_t size, fast_plan *p) {
    static const uint8_t signature[8] = { 137, 80, 78, 71, 13, 10, 26, 10 };
    if (size < 8 || memcmp(bytes, signature, 8) != 0) return 1;
    memset(p, 0, sizeof *p);
    size_t offset = 8;
    int seen_ihdr = 0, idat_ended = 0;
    for (;;) {
        if (size - offset < 12) return 1;
        uint32_t length = get32(bytes + offset);
        if (length > 0x7fffffffu || size - offset - 12 < length) return 1;
        const uint8_t *type = bytes + offset + 4, *data = bytes + offset + 8;
        int critical = !(type[0] & 0x20);
        if (critical && libdeflate_crc32(0, type, 4 + (size_t)length) != get32(data + length)) return 1;
        int is_idat = memcmp(type, "IDAT", 4) == 0;
        if (!seen_ihdr) {
            if (memcmp(type, "IHDR", 4) != 0 || length != 13) return 1;
            p->width = get32(data);
            p->height = get32(data + 4);
            if (p->width == 0 || p->height == 0 || p->width > 0x7fffffffu || p->height > 0x7fffffffu) return 1;
            // bit depth 8; colour type 2 or 6; deflate; filter method 0; no interlace.
            if (data[8] != 8 || (data[9] != 2 && data[9] != 6) || data[10] || data[11] || data[12]) return 1;
            p->channels = data[9] == 6 ? 4 : 3;
            seen_ihdr = 1;
        } else if (is_idat) {
            if (idat_ended) return 1;
            if (p->idat_count == 0) p->first_idat = offset;
            p->idat_count++;
            p->idat_size += length;
        } else {
            if (p->idat_count) idat_ended = 1;
            if (memcmp(type, "IEND", 4) == 0) break;
            if (memcmp(type, "tRNS", 4) == 0) return 1;
            if (critical && memcmp(type, "PLTE", 4) != 0) return 1;
        }
        offset += 12 + (size_t)length;
    }
    return p->idat_count ? 0 : 1;
}

// The bytes the decode needs (see gravity_png_fast_decode): the pixels
// and, for RGBA, one filter byte per row more.
static size_t capacity_for(const fast_plan *p) {
    size_t pixels = (size_t)p->width * p->height;
    return p->channels == 4 ? pixels * 4 + p->height : pixels * 4;
}

int gravity_png_fast_size(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height, size_t *capacity) {
    fast_plan p;
    if (plan(bytes, size, &p)) return 1;
    // 2³¹ × 2³¹ × 4 overflows 64 bits: such a file is libpng's to refuse.
    if ((uint64_t)p.width * p.height > (SIZE_MAX - p.height) / 4) return 1;
    *width = p.width;
    *height = p.height;
    *capacity = capacity_for(&p);
    return 0;
}

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs((int)b - c), pb = abs((int)a - c), pc = abs((int)a + b - 2 * c);
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
}

// 3. Undoes one row's filter in place; `previous` is the row above
//    (unfiltered) or NULL for the first row. Returns 1 for an unknown filter.
static int unfilter(uint8_t filter, uint8_t *row, const uint8_t *previous, size_t length, size_t bpp) {
    switch (filter) {
    case 0: return 0;
    case 1:
        for (size_t i = bpp; i < length; i++) row[i] += row[i - bpp];
        return 0;
    case 2:
        if (previous) for (size_t i = 0; i < length; i++) row[i] += previous[i];
        return 0;
    case 3:
        for (size_t i = 0; i < length; i++) {
            unsigned left = i >= bpp ? row[i - bpp] : 0, up = previous ? previous[i] : 0;
            row[i] += (uint8_t)((left + up) >> 1);
        }
        return 0;
    case 4:
        for (size_t i = 0; i < length; i++) {
            uint8_t left = i >= bpp ? row[i - bpp] : 0, up = previous ? previous[i] : 0;
            uint8_t corner = previous && i >= bpp ? previous[i - bpp] : 0;
            row[i] += paeth(left, up, corner);
        }
        return 0;
    default: return 1;
    }
}

#if defined(__x86_64__)
#include <immintrin.h>
// Four pixels per step with one byte shuffle (SSSE3): 16 bytes read from
// pixel x on, while they lie inside the row (x + 6 <= width), and 16
// written; the pixels read are all in the register before the write.
__attribute__((target("ssse3")))
static uint32_t expand_rgb_ssse3(const uint8_t *source, uint8_t *target, uint32_t width) {
    const __m128i shuffle = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4, source += 12, target += 16) {
        __m128i rgb = _mm_loadu_si128((const __m128i *)source);
        _mm_storeu_si128((__m128i *)target, _mm_or_si128(_mm_shuffle_epi8(rgb, shuffle), alpha));
    }
    return x;
}

// Eight pixels per step (AVX2): pixels x…x+3 and x+4…x+7 shuffled in the
// two 128-bit lanes; 28 bytes read (x + 10 <= width keeps them in the row).
// Written with clang's vector extensions rather than <immintrin.h>'s
// wrapper functions: at -O0 (a debug build: what `swift test` builds, #44)
// those pass every vector through the stack, 92 instructions a step; this
// is 25 (vmovdqu, vinserti128, vpshufb, vpor, vmovdqu and the loop), the
// same code at -O2.
typedef uint8_t bytes16_unaligned __attribute__((vector_size(16), aligned(1)));
typedef uint8_t bytes32 __attribute__((vector_size(32)));
typedef uint8_t bytes32_unaligned __attribute__((vector_size(32), aligned(1)));
__attribute__((target("avx2")))
static uint32_t expand_rgb_avx2(const uint8_t *source, uint8_t *target, uint32_t width) {
    uint32_t x = 0;
    for (; x + 10 <= width; x += 8, source += 24, target += 32) {
        // -1: a lane the OR with alpha sets whatever it held.
        *(bytes32_unaligned *)target =
            __builtin_shufflevector(*(const bytes16_unaligned *)source, *(const bytes16_unaligned *)(source + 12),
                                    0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1,
                                    16, 17, 18, -1, 19, 20, 21, -1, 22, 23, 24, -1, 25, 26, 27, -1)
            | (bytes32){0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255,
                        0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255};
    }
    return x;
}
#endif

// 4. Opaque RGB scanlines at the end of the buffer become RGBA pixels
//    from its start: pixel i is read before it is written, and its RGBA
//    bytes end at or before the next pixel's RGB (the scanlines are the
//    last h * (3w + 1) bytes of 4wh).
static void expand_rgb(uint8_t *buffer, const fast_plan *p, size_t raw_offset) {
    size_t row = (size_t)p->width * 3;
#if defined(__x86_64__)
    unsigned simd = gravity_png_simd();
    int ssse3 = (simd & GRAVITY_SIMD_SSSE3) != 0, avx2 = (simd & GRAVITY_SIMD_AVX2) != 0;
#endif
    uint8_t *target = buffer;
    for (uint32_t y = 0; y < p->height; y++) {
        const uint8_t *source = buffer + raw_offset + (row + 1) * y + 1;
        uint32_t x = 0;
#if defined(__x86_64__)
        // Eight pixels per step, then four, then one (the row's end).
        if (avx2) {
            x = expand_rgb_avx2(source, target, p->width);
            source += (size_t)x * 3;
            target += (size_t)x * 4;
        }
        if (ssse3) {
            uint32_t more = expand_rgb_ssse3(source, target, p->width - x);
            x += more;
            source += (size_t)more * 3;
            target += (size_t)more * 4;
        }
#endif
        // Four bytes read per pixel (its RGB and the next byte), so the
        // row's last pixel, whose next byte may be past the buffer, is apart.
        for (; x + 1 < p->width; x++, source += 3, target += 4) {
            uint32_t pixel;
            memcpy(&pixel, source, 4);
            pixel |= 0xff000000u;  // little-endian: the fourth byte in memory
            memcpy(target, &pixel, 4);
        }
        uint8_t r = source[0], g = source[1], b = source[2];
        target[0] = r; target[1] = g; target[2] = b; target[3] = 255;
        target += 4;
    }
}

// 0. Asks for transparent huge pages where the buffer spans whole 2 MiB
//    pages: the kernel then clears one 2 MiB page per fault instead of
//    faulting 512 small ones in turn (~1.3 µs each on the machine measured,
//    half a 1080 × 1920 decode's time). Only a hint: without huge pages,
//    or with them off, nothing changes.
static void advise_huge_pages(uint8_t *buffer, size_t capacity) {
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)buffer + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)buffer + capacity) & ~(huge - 1);
    if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
}

int gravity_png_fast_decode(const uint8_t *bytes, size_t size, uint8_t *buffer, size_t capacity) {
    fast_plan p;
    if (plan(bytes, size, &p) || capacity != capacity_for(&p)) return 1;
    advise_huge_pages(buffer, capacity);
    size_t row = (size_t)p.width * p.channels;
    size_t raw_size = (row + 1) * p.height;
    // RGBA scanlines fill the buffer from its start; RGB ones end where it ends.
    size_t raw_offset = capacity - raw_size;
    uint8_t *raw = buffer + raw_offset;

    // 2. The zlib stream: read in place when it is one chunk, else joined
    //    into the room RGB scanlines leave at the buffer's start (the
    //    expansion overwrites it only after inflating) or, when it does not
    //    fit there, into an allocation of its own.
    const uint8_t *stream = bytes + p.first_idat + 8;
    uint8_t *joined = NULL, *allocated = NULL;
    if (p.idat_count > 1) {
        joined = p.idat_size <= raw_offset ? buffer : (allocated = malloc(p.idat_size));
        if (!joined) return 1;
        size_t offset = p.first_idat, at = 0;
        for (size_t i = 0; i < p.idat_count; i++) {
            uint32_t length = get32(bytes + offset);
            memcpy(joined + at, bytes + offset + 8, length);
            at += length;
            offset += 12 + (size_t)length;
        }
        stream = joined;
    }
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    // NULL for the actual size: the stream must fill the scanlines exactly.
    int inflated = decompressor
        && libdeflate_zlib_decompress(decompressor, stream, p.idat_size, raw, raw_size, NULL) == LIBDEFLATE_SUCCESS;
    if (decompressor) libdeflate_free_decompressor(decompressor);
    free(allocated);
    if (!inflated) return 1;

    // 3. Unfilter each row in place. RGBA rows then move down over their
    //    filter bytes (row y to 4wy, never past row y + 1's scanline), and
    //    the moved row is the next row's "above".
    if (p.channels == 4) {
        const uint8_t *previous = NULL;
        for (uint32_t y = 0; y < p.height; y++) {
            uint8_t *line = raw + (row + 1) * y;
            if (unfilter(line[0], line + 1, previous, row, 4)) return 1;
            memmove(buffer + row * y, line + 1, row);
            previous = buffer + row * y;
        }
        return 0;
    }
    const uint8_t *previous = NULL;
    for (uint32_t y = 0; y < p.height; y++) {
        uint8_t *line = raw + (row + 1) * y;
        if (unfilter(line[0], line + 1, previous, row, 3)) return 1;
        previous = line + 1;
    }
    expand_rgb(buffer, &p, raw_offset);
    return 0;
}
