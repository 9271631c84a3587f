// The tokenizer of png_deflate.c (step 1), included there twice: as
// MATCH_LENGTH/TOKENIZE_BLOCK for any CPU and, with WIDE_COMPARES, for
// AVX2. No include guard on purpose; not a header of its own.

// How many bytes at `p` repeat those at `p - distance`, up to `limit`:
// 32 bytes a step with WIDE_COMPARES, 16 where SSE2 is (every x86-64),
// else 8. The last step ends at `limit`, overlapping bytes already found
// equal, instead of finishing a byte at a time (a run's longest match,
// 258, is 8 × 32 + 2).
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
    if (n == limit) return n;
    if (limit >= 32) {
        size_t last = limit - 32;
        __m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(p + last));
        __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(q + last));
        unsigned differ = ~(unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, b));
        return differ ? last + (size_t)__builtin_ctz(differ) : limit;
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
    if (n == limit) return n;
    if (limit >= 16) {
        size_t last = limit - 16;
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(p + last));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(q + last));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) ^ 0xffffu;
        return differ ? last + (size_t)__builtin_ctz(differ) : limit;
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
// The tokenizer's fields are copied to locals for the loop: through `z`
// the compiler reloaded them after every token written.
static void TOKENIZE_BLOCK(tokenizer *z, const symbol_tables *t) {
    uint32_t *litlen_freq = z->litlen_freq, *distance_freq = z->distance_freq;
    memset(z->litlen_freq, 0, sizeof z->litlen_freq);
    memset(z->distance_freq, 0, sizeof z->distance_freq);
    const uint8_t *in = z->in;
    uint32_t *heads = z->heads;
    token *tokens = z->tokens;
    size_t p = z->position, count = 0;
    const size_t size = z->size, pixel = z->near[0], row = z->near[1];
    while (count + pixel < BLOCK_TOKENS && p < size) {
        size_t left = size - p;
        size_t limit = left < MAX_MATCH ? left : MAX_MATCH;
        size_t best = 0, distance = 0;
        // Text and antialiased edges make most positions literals: their
        // first three bytes already differ from both near pixels, which
        // one word compare each tells (the same tokens as measuring).
        uint32_t here = left >= 4 ? load32(in + p) : 0;
        int near_may_match = left < 4
            || (pixel <= p && ((load32(in + p - pixel) ^ here) & 0xffffffu) == 0)
            || (row <= p && ((load32(in + p - row) ^ here) & 0xffffffu) == 0);
        if (near_may_match) {
            if (pixel <= p) { best = MATCH_LENGTH(in + p, pixel, limit); distance = pixel; }
            if (best < limit && row <= p) {
                size_t length = MATCH_LENGTH(in + p, row, limit);
                if (length > best) { best = length; distance = row; }
            }
        }
        if (best < MIN_MATCH && left >= HASH_MIN) {
            // Any distance in the window is safe to try, a stale or
            // wrapped head included: the bytes are compared.
            uint32_t h = hash4(in + p);
            size_t d = (uint32_t)p - heads[h];
            heads[h] = (uint32_t)p;
            if (d > 0 && d <= WINDOW && d <= p && load32(in + p - d) == here) {
                size_t length = MATCH_LENGTH(in + p, d, limit);
                if (length >= HASH_MIN) { best = length; distance = d; }
            }
        }
        if (best >= MIN_MATCH) {
            unsigned symbol = distance_symbol(t, (unsigned)distance);
            token match = (token)(symbol << 25 | best << 16 | distance);
            tokens[count++] = match;
            litlen_freq[t->length_symbol[best]]++;
            distance_freq[symbol]++;
            p += best;
            // Inside a run of one colour the next positions find the left
            // pixel repeating to the limit again (it is tried first and
            // wins ties): the same token, without the near and hash tests.
            if (distance == pixel && best == MAX_MATCH) {
                while (count + pixel < BLOCK_TOKENS && size - p >= MAX_MATCH
                       && MATCH_LENGTH(in + p, pixel, MAX_MATCH) == MAX_MATCH) {
                    tokens[count++] = match;
                    litlen_freq[t->length_symbol[MAX_MATCH]]++;
                    distance_freq[symbol]++;
                    p += MAX_MATCH;
                }
            }
        } else {
            // No repeat starts here: the rest of this pixel's bytes go
            // out as literals unexamined (a pixel that differs from its
            // neighbours rarely repeats from its middle on; testing
            // every byte cost twice as much for text).
            if (pixel == 3 && left >= 3) {
                // An RGB pixel, the usual case, written out whole.
                uint8_t r = in[p], g = in[p + 1], b = in[p + 2];
                tokens[count++] = LITERAL_TRIPLE | (uint32_t)b << 16 | (uint32_t)g << 8 | r;
                litlen_freq[r]++;
                litlen_freq[g]++;
                litlen_freq[b]++;
                p += 3;
                continue;
            }
            size_t end = left < pixel ? size : p + pixel;
            for (; p < end; p++) {
                tokens[count++] = in[p];
                litlen_freq[in[p]]++;
            }
        }
    }
    z->count = count;
    z->position = p;
    litlen_freq[END_OF_BLOCK]++;
}

#undef MATCH_LENGTH
#undef TOKENIZE_BLOCK
