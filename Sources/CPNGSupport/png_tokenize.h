// The tokenizer of png_deflate.c (step 1), included there twice: as
// MATCH_LENGTH/TOKENIZE_BLOCK for any CPU and, with WIDE_COMPARES, for
// AVX2. No include guard on purpose; not a header of its own.

// How many bytes at `p` repeat those at `p - distance`, up to `limit`:
// 32 bytes a step with WIDE_COMPARES, 16 where SSE2 is (every x86-64),
// else 8.
static inline size_t MATCH_LENGTH(const uint8_t *p, size_t distance, size_t limit) {
    const uint8_t *q = p - distance;
    size_t n = 0;
#if defined(WIDE_COMPARES)
    while (n + 32 <= limit) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(p + n));
        __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(q + n));
        unsigned differ = ~(unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, b));
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 32;
    }
#endif
#if defined(__SSE2__)
    while (n + 16 <= limit) {
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(p + n));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(q + n));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) ^ 0xffffu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 16;
    }
#endif
    while (n + 8 <= limit) {
        uint64_t x = load64(p + n) ^ load64(q + n);
        if (x) return n + ((size_t)__builtin_ctzll(x) >> 3);
        n += 8;
    }
    while (n < limit && p[n] == q[n]) n++;
    return n;
}

// Tokens from the current position on until BLOCK_TOKENS are made or the
// input ends; frequencies counted from zero. Greedy: at each position the
// longest of the two near repeats, else the hashed one, else a literal.
static void TOKENIZE_BLOCK(tokenizer *z, const symbol_tables *t) {
    memset(z->litlen_freq, 0, sizeof z->litlen_freq);
    memset(z->distance_freq, 0, sizeof z->distance_freq);
    z->count = 0;
    const uint8_t *in = z->in;
    size_t p = z->position, size = z->size;
    size_t pixel = z->near[0];
    while (z->count + pixel < BLOCK_TOKENS && p < size) {
        size_t limit = size - p < MAX_MATCH ? size - p : MAX_MATCH;
        size_t best = 0, distance = 0;
        // Text and antialiased edges make most positions literals: their
        // first three bytes already differ from both near pixels, which
        // one word compare each tells (the same tokens as measuring).
        uint32_t here = size - p >= 4 ? load32(in + p) : 0;
        int near_may_match = size - p < 4;
        for (int i = 0; i < 2 && !near_may_match; i++)
            near_may_match = z->near[i] <= p && ((load32(in + p - z->near[i]) ^ here) & 0xffffffu) == 0;
        for (int i = 0; i < 2 && near_may_match; i++) {
            size_t d = z->near[i];
            if (d > p) continue;
            size_t length = MATCH_LENGTH(in + p, d, limit);
            if (length > best) { best = length; distance = d; }
            if (best == limit) break;
        }
        if (best < MIN_MATCH && size - p >= HASH_MIN) {
            // Any distance in the window is safe to try, a stale or
            // wrapped head included: the bytes are compared.
            uint32_t h = hash4(in + p);
            size_t d = (uint32_t)p - z->heads[h];
            z->heads[h] = (uint32_t)p;
            if (d > 0 && d <= WINDOW && d <= p && load32(in + p - d) == here) {
                size_t length = MATCH_LENGTH(in + p, d, limit);
                if (length >= HASH_MIN) { best = length; distance = d; }
            }
        }
        if (best >= MIN_MATCH) {
            add_match(z, t, best, distance);
            p += best;
        } else {
            // No repeat starts here: the rest of this pixel's bytes go
            // out as literals unexamined (a pixel that differs from its
            // neighbours rarely repeats from its middle on; testing
            // every byte cost twice as much for text).
            size_t end = size - p < pixel ? size : p + pixel;
            while (p < end) add_literal(z, in[p++]);
        }
    }
    z->position = p;
    z->litlen_freq[END_OF_BLOCK]++;
}

#undef MATCH_LENGTH
#undef TOKENIZE_BLOCK
