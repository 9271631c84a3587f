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

// The tokenizer's loop state: a local of TOKENIZE_BODY that the inlined
// steps share, kept in registers.
typedef struct {
    const uint8_t *in;
    size_t size, p, count, row;
    uint32_t *heads, *litlen_freq, *distance_freq, *green_freq, *blue_freq;
    token *tokens;
    unsigned pixel_symbol, row_symbol;
} TOKENIZE_STATE;

// The token (or run of tokens) at s->p. Greedy: the longest of the two
// near repeats, else the hashed one, else a literal pixel. `checked` 0:
// the caller vouches that a whole row lies before s->p and MAX_MATCH + 32
// bytes after it, so the bound tests fold away; the tokens are the same.
static inline __attribute__((always_inline))
void TOKENIZE_STEP(TOKENIZE_STATE *s, const symbol_tables *t, const size_t pixel, const int checked) {
    const uint8_t *in = s->in;
    const size_t p = s->p, row = s->row;
    const size_t left = checked ? s->size - p : MAX_MATCH + 32;
    const size_t limit = left < MAX_MATCH ? left : MAX_MATCH;
    const int has_pixel = !checked || pixel <= p, has_row = !checked || row <= p;
    size_t best = 0, distance = 0;
    unsigned symbol = 0;
    // Text and antialiased edges make most positions literals: their
    // first three bytes already differ from both near pixels, which
    // one word compare each tells (the same tokens as measuring).
    uint32_t here = left >= 4 ? load32(in + p) : 0;
    int near_may_match = left < 4
        || (has_pixel && ((load32(in + p - pixel) ^ here) & 0xffffffu) == 0)
        || (has_row && ((load32(in + p - row) ^ here) & 0xffffffu) == 0);
    if (near_may_match) {
        if (has_pixel) { best = MATCH_LENGTH(in + p, pixel, limit); distance = pixel; symbol = s->pixel_symbol; }
        if (best < limit && has_row) {
            size_t length = MATCH_LENGTH(in + p, row, limit);
            if (length > best) { best = length; distance = row; symbol = s->row_symbol; }
        }
    }
    if (best < MIN_MATCH && left >= HASH_MIN) {
        // Any distance in the window is safe to try, a stale or wrapped
        // head included: the bytes are compared.
        uint32_t h = hash4(in + p);
        size_t d = (uint32_t)p - s->heads[h];
        s->heads[h] = (uint32_t)p;
        if (d > 0 && d <= WINDOW && d <= p && load32(in + p - d) == here) {
            size_t length = MATCH_LENGTH(in + p, d, limit);
            if (length >= HASH_MIN) { best = length; distance = d; symbol = distance_symbol(t, (unsigned)d); }
        }
    }
    if (best >= MIN_MATCH) {
        s->tokens[s->count++] = (token)(symbol << 25 | best << 16 | distance);
        s->litlen_freq[t->length_symbol[best]]++;
        s->distance_freq[symbol]++;
        s->p = p + best;
        // Inside a run of one colour the next positions find the left
        // pixel repeating to the limit again (it is tried first and wins
        // ties): the same token, without the near and hash tests, as
        // one RUN token for the writer.
        if (distance == pixel && best == MAX_MATCH) {
            size_t q = s->p, end = s->size;
            while (end - q >= MAX_MATCH && MATCH_LENGTH(in + q, pixel, MAX_MATCH) == MAX_MATCH) q += MAX_MATCH;
            uint32_t repeats = (uint32_t)((q - s->p) / MAX_MATCH);
            if (repeats) {
                s->tokens[s->count++] = RUN | repeats;
                s->litlen_freq[t->length_symbol[MAX_MATCH]] += repeats;
                s->distance_freq[symbol] += repeats;
                s->p = q;
            }
        }
        return;
    }
    // No repeat starts here: the rest of this pixel's bytes go out as
    // literals unexamined (a pixel that differs from its neighbours
    // rarely repeats from its middle on; testing every byte cost twice
    // as much for text).
    if (pixel == 3 && left >= 4) {
        // An RGB pixel, the usual case: one token, from the word loaded.
        uint32_t rgb = here & 0xffffffu;
        s->tokens[s->count++] = LITERAL_TRIPLE | rgb;
        s->litlen_freq[rgb & 0xff]++;
        s->green_freq[rgb >> 8 & 0xff]++;
        s->blue_freq[rgb >> 16]++;
        s->p = p + 3;
        return;
    }
    size_t end = left < pixel ? s->size : p + pixel;
    for (size_t q = p; q < end; q++) {
        s->tokens[s->count++] = in[q];
        s->litlen_freq[in[q]]++;
    }
    s->p = end;
}

// Tokens from the current position on until BLOCK_TOKENS are made or the
// input ends; frequencies counted from zero. The state is copied to locals
// for the loop: through `z` the compiler reloaded it after every token.
// Inlined with the pixel size a constant for RGB (one register fewer,
// immediate offsets); away from the input's first row and its end each
// step is the unchecked one.
static inline __attribute__((always_inline))
void TOKENIZE_BODY(tokenizer *z, const symbol_tables *t, const size_t pixel) {
    // A pixel's green and blue literals are counted apart from its red:
    // grey text has r = g = b, and three increments of one counter in a
    // row wait for each other.
    uint32_t green_freq[256] = { 0 }, blue_freq[256] = { 0 };
    memset(z->litlen_freq, 0, sizeof z->litlen_freq);
    memset(z->distance_freq, 0, sizeof z->distance_freq);
    TOKENIZE_STATE s = {
        .in = z->in, .size = z->size, .p = z->position, .count = 0, .row = z->near[1],
        .heads = z->heads, .litlen_freq = z->litlen_freq, .distance_freq = z->distance_freq,
        .green_freq = green_freq, .blue_freq = blue_freq, .tokens = z->tokens,
        .pixel_symbol = distance_symbol(t, (unsigned)pixel), .row_symbol = distance_symbol(t, (unsigned)z->near[1]),
    };
    const size_t safe_end = s.size > MAX_MATCH + 32 ? s.size - (MAX_MATCH + 32) : 0;
    while (s.count + pixel < BLOCK_TOKENS && s.p < s.size) {
        if (s.p >= s.row && s.p < safe_end) TOKENIZE_STEP(&s, t, pixel, 0);
        else TOKENIZE_STEP(&s, t, pixel, 1);
    }
    for (int b = 0; b < 256; b++) s.litlen_freq[b] += green_freq[b] + blue_freq[b];
    s.litlen_freq[END_OF_BLOCK]++;
    z->count = s.count;
    z->position = s.p;
}

static void TOKENIZE_BLOCK(tokenizer *z, const symbol_tables *t) {
    if (z->near[0] == 3) TOKENIZE_BODY(z, t, 3);
    else TOKENIZE_BODY(z, t, z->near[0]);
}

#undef MATCH_LENGTH
#undef TOKENIZE_BLOCK
#undef TOKENIZE_BODY
#undef TOKENIZE_STEP
#undef TOKENIZE_STATE
