// A zlib stream (RFC 1950/1951) for PNG scanlines, written for flat UI
// renders: most bytes repeat the pixel to their left or the pixel above, so
// those two distances are tried first, a word at a time, and a hash of the
// next four bytes is looked up only where neither repeats. A general
// deflater (libdeflate level 1, the previous encoder) hashes every byte,
// runs included; this one costs about a bit per byte inside runs.
//
// Steps: 1. tokens (literals and matches) for a block of input, counting
// symbol frequencies (an RGB literal pixel is one token, and so is a run
// of one colour: one match repeated); 2. length-limited Huffman codes for
// the block; 3. the block written as dynamic Huffman through a 64-bit bit
// buffer and tables made per block (a token is a few lookups and one
// put), or stored when that is smaller.
#include "png_deflate.h"
#include "png_support.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

enum {
    MIN_MATCH = 3, MAX_MATCH = 258, WINDOW = 32768,
    HASH_BITS = 15, HASH_MIN = 4,           // hashed matches shorter than 4 bytes cost more than literals
    BLOCK_TOKENS = 1 << 15,                 // tokens per deflate block (a pixel or a run is one), each with its own codes
    LITLEN_SYMBOLS = 286, DIST_SYMBOLS = 30, CODELEN_SYMBOLS = 19,
    END_OF_BLOCK = 256,
};

// A token: a literal byte (< 256), three literal bytes (an RGB pixel,
// LITERAL_TRIPLE | b << 16 | g << 8 | r), a match, distance symbol << 25
// | length << 16 | distance (the symbol found once, when tokenizing), or
// RUN | n after a match: that match n more times.
typedef uint32_t token;
#define LITERAL_TRIPLE 0x80000000u
#define RUN 0x40000000u             // RUN | n: the token before, n more times

// The symbol and extra bits of every match length and distance.
typedef struct {
    uint16_t length_symbol[MAX_MATCH + 1];
    uint8_t length_extra[MAX_MATCH + 1];
    uint16_t length_base[MAX_MATCH + 1];
    uint8_t distance_symbol[512];           // d ≤ 256: [d - 1]; else [256 + ((d - 1) >> 7)]
    uint16_t distance_base[DIST_SYMBOLS];
    uint8_t distance_extra[DIST_SYMBOLS];
} symbol_tables;

static void make_tables(symbol_tables *t) {
    static const uint16_t length_bases[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                               35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
    static const uint8_t length_extras[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                               3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
    static const uint16_t distance_bases[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                                 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                                 8193, 12289, 16385, 24577 };
    static const uint8_t distance_extras[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                                 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };
    for (int s = 0; s < 29; s++) {
        int end = s == 28 ? MAX_MATCH + 1 : length_bases[s] + (1 << length_extras[s]);
        if (s == 27) end = MAX_MATCH;       // 258 has its own symbol, not 227 + 31
        for (int length = length_bases[s]; length < end; length++) {
            t->length_symbol[length] = (uint16_t)(257 + s);
            t->length_extra[length] = length_extras[s];
            t->length_base[length] = length_bases[s];
        }
    }
    for (int s = 0; s < DIST_SYMBOLS; s++) {
        t->distance_base[s] = distance_bases[s];
        t->distance_extra[s] = distance_extras[s];
        int end = distance_bases[s] + (1 << distance_extras[s]);
        for (int d = distance_bases[s]; d < end; d++) {
            if (d <= 256) t->distance_symbol[d - 1] = (uint8_t)s;
            else t->distance_symbol[256 + ((d - 1) >> 7)] = (uint8_t)s;
        }
    }
}

// Made once per process: filling the 32 K distances took 1 % of a screen's
// encoding when every call made its own.
static symbol_tables shared_tables;
static pthread_once_t shared_tables_once = PTHREAD_ONCE_INIT;
static void make_shared_tables(void) { make_tables(&shared_tables); }

static inline unsigned distance_symbol(const symbol_tables *t, unsigned d) {
    return d <= 256 ? t->distance_symbol[d - 1] : t->distance_symbol[256 + ((d - 1) >> 7)];
}

// 1. Tokens -------------------------------------------------------------

static inline uint64_t load64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static inline uint32_t load32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }

static inline uint32_t hash4(const uint8_t *p) { return (load32(p) * 0x9E3779B1u) >> (32 - HASH_BITS); }

typedef struct {
    const uint8_t *in;
    size_t size, position;
    size_t near[2];             // the pixel to the left and the pixel above
    uint32_t *heads;            // hash of 4 bytes → the last position seen there (mod 2^32)
    token *tokens;
    size_t count;
    uint32_t litlen_freq[LITLEN_SYMBOLS], distance_freq[DIST_SYMBOLS];
} tokenizer;

#define MATCH_LENGTH match_length
#define TOKENIZE_BLOCK tokenize_block
#define TOKENIZE_BODY tokenize_body
#define TOKENIZE_STEP tokenize_step
#define TOKENIZE_STATE tokenize_state
#include "png_tokenize.h"

#if defined(__x86_64__) && defined(__clang__)
// The same tokenizer for CPUs with AVX2: 32 bytes a compare. Compiled for
// AVX2 without build flags (SwiftPM refuses unsafeFlags in a dependency)
// and chosen at run time; both make the same tokens, so the same bytes.
#define WIDE_COMPARES 1
#define MATCH_LENGTH match_length_avx2
#define TOKENIZE_BLOCK tokenize_block_avx2
#define TOKENIZE_BODY tokenize_body_avx2
#define TOKENIZE_STEP tokenize_step_avx2
#define TOKENIZE_STATE tokenize_state_avx2
#pragma clang attribute push (__attribute__((target("avx2"))), apply_to = function)
#include "png_tokenize.h"
#pragma clang attribute pop
#undef WIDE_COMPARES
#define HAVE_AVX2_TOKENIZER 1
#endif

// 2. Huffman codes -------------------------------------------------------

typedef struct {
    uint16_t code[LITLEN_SYMBOLS];   // bit-reversed, ready to write least significant bit first
    uint8_t length[LITLEN_SYMBOLS];
} huffman;

// Code lengths of an optimal prefix code (Moffat and Katajainen's in-place
// algorithm): `a` holds n ≥ 2 weights sorted ascending and ends holding
// each one's code length.
static void minimum_redundancy(uint32_t *a, int n) {
    int root = 0, leaf = 2, next;
    a[0] += a[1];
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root] < a[leaf]) { a[next] = a[root]; a[root++] = (uint32_t)next; }
        else a[next] = a[leaf++];
        if (leaf >= n || (root < next && a[root] < a[leaf])) { a[next] += a[root]; a[root++] = (uint32_t)next; }
        else a[next] += a[leaf++];
    }
    a[n - 2] = 0;
    for (next = n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int available = 1, used = 0, depth = 0;
    root = n - 2;
    next = n - 1;
    while (available > 0) {
        while (root >= 0 && a[root] == (uint32_t)depth) { used++; root--; }
        while (available > used) { a[next--] = (uint32_t)depth; available--; }
        available = 2 * used;
        depth++;
        used = 0;
    }
}

// Keys (frequency << 16 | symbol) sorted ascending: a least significant
// digit radix sort on the frequency, 8 bits a pass (stable, and the keys
// come in symbol order, so ties stay in symbol order: a total order, the
// same as sorting whole keys). qsort took half of build_huffman's time.
static void sort_keys(uint64_t *keys, uint64_t *scratch, int n) {
    uint64_t largest = 0;
    for (int i = 0; i < n; i++) largest |= keys[i];
    for (unsigned shift = 16; shift < 64 && (largest >> shift) != 0; shift += 8) {
        int start[257] = { 0 };
        for (int i = 0; i < n; i++) start[(keys[i] >> shift & 0xff) + 1]++;
        for (int b = 0; b < 256; b++) start[b + 1] += start[b];
        for (int i = 0; i < n; i++) scratch[start[keys[i] >> shift & 0xff]++] = keys[i];
        memcpy(keys, scratch, (size_t)n * sizeof keys[0]);
    }
}

// The low `bits` bits of `code` in reverse order (deflate writes Huffman
// codes most significant bit first into a least-significant-first stream).
static inline uint32_t reverse_bits(uint32_t code, int bits) {
    code = (code & 0x5555u) << 1 | (code >> 1 & 0x5555u);
    code = (code & 0x3333u) << 2 | (code >> 2 & 0x3333u);
    code = (code & 0x0f0fu) << 4 | (code >> 4 & 0x0f0fu);
    code = (code & 0x00ffu) << 8 | (code >> 8 & 0x00ffu);
    return code >> (16 - bits);
}

// Code lengths at most `max_bits` for `n` symbols, then canonical codes.
// Unused symbols get length 0; fewer than two used symbols are padded to
// two, so every code is complete (some inflaters refuse a lone code).
static void build_huffman(huffman *h, const uint32_t *freq, int n, int max_bits) {
    uint64_t keys[LITLEN_SYMBOLS], scratch[LITLEN_SYMBOLS];
    uint16_t symbols[LITLEN_SYMBOLS];
    uint32_t weights[LITLEN_SYMBOLS] = { 0 };
    int present = 0, used = 0;
    for (int s = 0; s < n; s++) present += freq[s] != 0;
    for (int s = 0; s < n; s++) {
        uint32_t weight = freq[s];
        if (!weight && present < 2) { weight = 1; present++; }
        if (weight) keys[used++] = (uint64_t)weight << 16 | (uint64_t)s;
    }
    sort_keys(keys, scratch, used);
    for (int i = 0; i < used; i++) { symbols[i] = (uint16_t)keys[i]; weights[i] = (uint32_t)(keys[i] >> 16); }
    minimum_redundancy(weights, used);
    // Longer than max_bits: move the overflow into max_bits, then lengthen
    // the deepest shorter codes until the Kraft sum is exactly one again.
    int count[32] = { 0 };
    for (int i = 0; i < used; i++) count[weights[i] < 31 ? weights[i] : 31]++;
    for (int bits = max_bits + 1; bits < 32; bits++) { count[max_bits] += count[bits]; count[bits] = 0; }
    uint32_t kraft = 0;
    for (int bits = 1; bits <= max_bits; bits++) kraft += (uint32_t)count[bits] << (max_bits - bits);
    while (kraft > (1u << max_bits)) {
        count[max_bits]--;
        for (int bits = max_bits - 1; bits > 0; bits--) {
            if (count[bits]) { count[bits]--; count[bits + 1] += 2; break; }
        }
        kraft--;
    }
    // The least frequent symbols take the longest codes.
    memset(h->length, 0, sizeof h->length);
    int i = 0;
    for (int bits = max_bits; bits > 0; bits--)
        for (int k = 0; k < count[bits]; k++) h->length[symbols[i++]] = (uint8_t)bits;
    // Canonical codes (RFC 1951 3.2.2), bit-reversed.
    uint16_t next[16] = { 0 };
    int length_count[16] = { 0 };
    for (int s = 0; s < n; s++) length_count[h->length[s]]++;
    length_count[0] = 0;
    for (int bits = 1, code = 0; bits <= 15; bits++) {
        code = (code + length_count[bits - 1]) << 1;
        next[bits] = (uint16_t)code;
    }
    for (int s = 0; s < n; s++) {
        int bits = h->length[s];
        if (!bits) { h->code[s] = 0; continue; }
        h->code[s] = (uint16_t)reverse_bits(next[bits]++, bits);
    }
}

// 3. Writing -------------------------------------------------------------

// Bits are gathered in a 64-bit word and flushed after every symbol (or
// literal triple, or match) without a branch: all 8 bytes are stored and
// the output advances by the whole bytes among them, so fewer than 8 bits
// wait afterwards and the next put may add up to 56.
typedef struct {
    uint8_t *data;
    size_t size, capacity;
    uint64_t bits;
    unsigned count;             // < 8 between puts
    int failed;
} bit_writer;

// Room for `more` bytes, plus the 8 a flush stores past the end.
static void reserve(bit_writer *w, size_t more) {
    if (w->failed || w->size + more + 16 <= w->capacity) return;
    size_t capacity = (w->size + more + 16) * 2;
    uint8_t *grown = realloc(w->data, capacity);
    if (!grown) { w->failed = 1; return; }
    w->data = grown;
    w->capacity = capacity;
}

// Appends n <= 56 bits to a writer's state (`out`, the bits pending and
// their count), which the token loop keeps in locals: the 8 bytes are
// stored (little endian: the first bits first) and the output advances by
// the whole bytes among them. The caller reserved the room.
static inline __attribute__((always_inline))
void put_local(uint8_t **out, uint64_t *pending, unsigned *count, uint64_t value, unsigned n) {
    *pending |= value << *count;
    *count += n;
    memcpy(*out, pending, 8);
    *out += *count >> 3;
    *pending >>= *count & ~7u;
    *count &= 7;
}

// At most 56 bits at a time; the caller reserved the room.
static inline void put_bits(bit_writer *w, uint64_t value, unsigned n) {
    uint8_t *out = w->data + w->size;
    put_local(&out, &w->bits, &w->count, value, n);
    w->size = (size_t)(out - w->data);
}

static void align_to_byte(bit_writer *w) {
    if (w->count > 0) w->data[w->size++] = (uint8_t)w->bits;
    w->bits = 0;
    w->count = 0;
}

static const uint8_t codelen_order[CODELEN_SYMBOLS] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };

// The code lengths of both trees run-length coded with symbols 16, 17, 18
// (RFC 1951 3.2.7): each item is symbol | extra value << 8.
static int run_length_code(const uint8_t *lengths, int n, uint16_t *items, uint32_t *freq) {
    int count = 0;
    for (int i = 0; i < n;) {
        uint8_t value = lengths[i];
        int run = 1;
        while (i + run < n && lengths[i + run] == value) run++;
        int left = run;
        if (value == 0) {
            while (left >= 11) { int k = left < 138 ? left : 138; items[count++] = (uint16_t)(18 | (k - 11) << 8); freq[18]++; left -= k; }
            if (left >= 3) { items[count++] = (uint16_t)(17 | (left - 3) << 8); freq[17]++; left = 0; }
        } else {
            items[count++] = value; freq[value]++; left--;
            while (left >= 3) { int k = left < 6 ? left : 6; items[count++] = (uint16_t)(16 | (k - 3) << 8); freq[16]++; left -= k; }
        }
        while (left-- > 0) { items[count++] = value; freq[value]++; }
        i += run;
    }
    return count;
}

static const uint8_t codelen_extra_bits[CODELEN_SYMBOLS] = { [16] = 2, [17] = 3, [18] = 7 };

typedef struct {
    huffman litlen, distance, codelen;
    int litlen_count, distance_count, codelen_count;
    uint16_t items[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int item_count;
} dynamic_header;

// The codes of a block and the bits its dynamic header takes.
static size_t plan_dynamic(dynamic_header *d, const tokenizer *z) {
    build_huffman(&d->litlen, z->litlen_freq, LITLEN_SYMBOLS, 15);
    build_huffman(&d->distance, z->distance_freq, DIST_SYMBOLS, 15);
    d->litlen_count = LITLEN_SYMBOLS;
    while (d->litlen_count > 257 && !d->litlen.length[d->litlen_count - 1]) d->litlen_count--;
    d->distance_count = DIST_SYMBOLS;
    while (d->distance_count > 1 && !d->distance.length[d->distance_count - 1]) d->distance_count--;
    uint8_t lengths[LITLEN_SYMBOLS + DIST_SYMBOLS];
    memcpy(lengths, d->litlen.length, (size_t)d->litlen_count);
    memcpy(lengths + d->litlen_count, d->distance.length, (size_t)d->distance_count);
    uint32_t freq[CODELEN_SYMBOLS] = { 0 };
    d->item_count = run_length_code(lengths, d->litlen_count + d->distance_count, d->items, freq);
    build_huffman(&d->codelen, freq, CODELEN_SYMBOLS, 7);
    d->codelen_count = CODELEN_SYMBOLS;
    while (d->codelen_count > 4 && !d->codelen.length[codelen_order[d->codelen_count - 1]]) d->codelen_count--;
    size_t bits = 3 + 5 + 5 + 4 + 3 * (size_t)d->codelen_count;
    for (int s = 0; s < CODELEN_SYMBOLS; s++) bits += (size_t)freq[s] * (d->codelen.length[s] + codelen_extra_bits[s]);
    return bits;
}

static size_t body_bits(const dynamic_header *d, const tokenizer *z, const symbol_tables *t) {
    size_t bits = 0;
    for (int s = 0; s < LITLEN_SYMBOLS; s++) {
        size_t extra = s >= 265 && s < 285 ? (size_t)(s - 261) / 4 : 0;
        bits += (size_t)z->litlen_freq[s] * (d->litlen.length[s] + extra);
    }
    for (int s = 0; s < DIST_SYMBOLS; s++) bits += (size_t)z->distance_freq[s] * (d->distance.length[s] + t->distance_extra[s]);
    return bits;
}

// A block's codes as written, so a token is a few lookups and one put:
// each literal's code and bit count; each match length's code with its
// extra bits above it, and their count; each distance symbol's code less
// its base distance shifted past the code (adding distance << code length
// then gives code | extra bits << code length: the extra bits are the
// distance less the base), its code length and its count with extras.
typedef struct {
    uint16_t literal[256];
    uint8_t literal_bits[256];
    uint32_t length[MAX_MATCH + 1];
    uint8_t length_bits[MAX_MATCH + 1];
    uint32_t distance[DIST_SYMBOLS];
    uint8_t distance_shift[DIST_SYMBOLS], distance_bits[DIST_SYMBOLS];
} block_codes;

static void make_block_codes(block_codes *c, const dynamic_header *d, const symbol_tables *t) {
    memcpy(c->literal, d->litlen.code, sizeof c->literal);
    memcpy(c->literal_bits, d->litlen.length, sizeof c->literal_bits);
    for (int length = MIN_MATCH; length <= MAX_MATCH; length++) {
        unsigned s = t->length_symbol[length], bits = d->litlen.length[s];
        c->length[length] = d->litlen.code[s] | (uint32_t)(length - t->length_base[length]) << bits;
        c->length_bits[length] = (uint8_t)(bits + t->length_extra[length]);
    }
    for (int s = 0; s < DIST_SYMBOLS; s++) {
        unsigned bits = d->distance.length[s];
        c->distance[s] = d->distance.code[s] - ((uint32_t)t->distance_base[s] << bits);
        c->distance_shift[s] = (uint8_t)bits;
        c->distance_bits[s] = (uint8_t)(bits + t->distance_extra[s]);
    }
}

// The tokens of a block, with the writer's state in locals (through `w`
// the compiler reloaded it every token). Inlined twice: for any CPU and
// for BMI2 (shifts by a register in one instruction), chosen at run time
// like the tokenizer; the same bits either way.
static inline __attribute__((always_inline))
void write_tokens_body(bit_writer *w, const token *tokens, size_t token_count, const block_codes *c) {
    uint8_t *out = w->data + w->size;
    uint64_t pending = w->bits, value = 0;
    unsigned count = w->count, n = 0;
    for (size_t i = 0; i < token_count; i++) {
        token k = tokens[i];
        if (k & LITERAL_TRIPLE) {
            unsigned r = k & 0xff, g = k >> 8 & 0xff, b = k >> 16 & 0xff;
            unsigned rn = c->literal_bits[r], gn = c->literal_bits[g];
            value = c->literal[r] | (uint64_t)c->literal[g] << rn | (uint64_t)c->literal[b] << (rn + gn);
            n = rn + gn + c->literal_bits[b];
        } else if (k < 256) {
            value = c->literal[k];
            n = c->literal_bits[k];
        } else if (k & RUN) {
            // `value` and `n` still hold the match before.
            for (uint32_t repeat = k & ~RUN; repeat > 0; repeat--) put_local(&out, &pending, &count, value, n);
            continue;
        } else {
            unsigned length = k >> 16 & 0x1ff, distance = k & 0xffff, ds = k >> 25;
            uint32_t far = c->distance[ds] + (distance << c->distance_shift[ds]);
            value = c->length[length] | (uint64_t)far << c->length_bits[length];
            n = c->length_bits[length] + c->distance_bits[ds];
        }
        put_local(&out, &pending, &count, value, n);
    }
    w->size = (size_t)(out - w->data);
    w->bits = pending;
    w->count = count;
}

static void write_tokens_portable(bit_writer *w, const token *tokens, size_t n, const block_codes *c) {
    write_tokens_body(w, tokens, n, c);
}

#if defined(__x86_64__) && defined(__clang__)
__attribute__((target("bmi2")))
static void write_tokens_bmi2(bit_writer *w, const token *tokens, size_t n, const block_codes *c) {
    write_tokens_body(w, tokens, n, c);
}
#endif

typedef void (*token_writer)(bit_writer *, const token *, size_t, const block_codes *);

static void write_dynamic(bit_writer *w, const dynamic_header *d, const tokenizer *z, const symbol_tables *t,
                          token_writer write_tokens, int final, size_t bits) {
    reserve(w, bits / 8 + 16);
    if (w->failed) return;
    put_bits(w, (uint32_t)final | 2u << 1, 3);
    put_bits(w, (uint32_t)(d->litlen_count - 257), 5);
    put_bits(w, (uint32_t)(d->distance_count - 1), 5);
    put_bits(w, (uint32_t)(d->codelen_count - 4), 4);
    for (int i = 0; i < d->codelen_count; i++) put_bits(w, d->codelen.length[codelen_order[i]], 3);
    for (int i = 0; i < d->item_count; i++) {
        unsigned s = d->items[i] & 0xff;
        put_bits(w, d->codelen.code[s], d->codelen.length[s]);
        if (codelen_extra_bits[s]) put_bits(w, d->items[i] >> 8, codelen_extra_bits[s]);
    }
    block_codes c;
    make_block_codes(&c, d, t);
    write_tokens(w, z->tokens, z->count, &c);
    put_bits(w, d->litlen.code[END_OF_BLOCK], d->litlen.length[END_OF_BLOCK]);
}

// Input the block covered, as stored blocks of at most 65,535 bytes.
static void write_stored(bit_writer *w, const uint8_t *bytes, size_t size, int final) {
    reserve(w, size + 5 * (size / 65535 + 1) + 8);
    if (w->failed) return;
    do {
        size_t n = size < 65535 ? size : 65535;
        put_bits(w, (uint32_t)(final && n == size), 3);
        align_to_byte(w);
        uint8_t header[4] = { (uint8_t)n, (uint8_t)(n >> 8), (uint8_t)~n, (uint8_t)(~n >> 8) };
        memcpy(w->data + w->size, header, 4);
        memcpy(w->data + w->size + 4, bytes, n);
        w->size += 4 + n;
        bytes += n;
        size -= n;
    } while (size > 0);
}

// Pixels of one row that repeat their left or upper neighbour; inlined
// with a constant pixel size, so each compare is a word load and a mask.
// A 3-byte pixel is read as the 4 bytes ending with it (the byte before
// is in the row or its filter byte), so no read passes the row's end. The
// first row has no row above to read (`has_above` guards the read, not
// just the count: the fuzzer found a one-row image read before its buffer).
static inline uint32_t pixel_word(const uint8_t *pixel, size_t bytes_per_pixel) {
    return bytes_per_pixel == 3 ? load32(pixel - 1) >> 8 : load32(pixel);
}

static inline size_t row_repeats(const uint8_t *row, size_t width, size_t bytes_per_pixel, size_t row_bytes,
                                 int has_above) {
    if (width == 0) return 0;
    size_t repeats = 0;
    uint32_t before = pixel_word(row, bytes_per_pixel);
    if (!has_above) {
        // The first row: its own loop keeps the row-above test out of
        // every other row's (a branch a pixel cost 1 M instructions on 20
        // batch screens).
        for (size_t x = 1; x < width; x++) {
            uint32_t here = pixel_word(row + x * bytes_per_pixel, bytes_per_pixel);
            repeats += here == before;
            before = here;
        }
        return repeats;
    }
    repeats = memcmp(row, row - row_bytes, bytes_per_pixel) == 0;
    for (size_t x = 1; x < width; x++) {
        const uint8_t *pixel = row + x * bytes_per_pixel;
        uint32_t here = pixel_word(pixel, bytes_per_pixel);
        repeats += (here == before) | (here == pixel_word(pixel - row_bytes, bytes_per_pixel));
        before = here;
    }
    return repeats;
}

int gravity_deflate_suits(const uint8_t *in, size_t size, size_t bytes_per_pixel, size_t row_bytes) {
    size_t rows = size / row_bytes, width = (row_bytes - 1) / bytes_per_pixel;
    size_t repeats = 0, sampled = 0;
    size_t step = rows / 16 > 1 ? rows / 16 : 1;
    for (size_t y = rows > 1 ? 1 : 0; y < rows; y += step) {
        const uint8_t *row = in + y * row_bytes + 1;
        repeats += bytes_per_pixel == 3 ? row_repeats(row, width, 3, row_bytes, y > 0)
                                        : row_repeats(row, width, 4, row_bytes, y > 0);
        sampled += width;
    }
    return 4 * repeats >= 3 * sampled;
}

int gravity_deflate_scanlines(const uint8_t *in, size_t size, size_t bytes_per_pixel, size_t row_bytes,
                              int allow_avx2, uint32_t adler, uint8_t **out, size_t *out_size) {
    void (*tokenize)(tokenizer *, const symbol_tables *) = tokenize_block;
    token_writer write_tokens = write_tokens_portable;
#if defined(HAVE_AVX2_TOKENIZER)
    if (allow_avx2 && (gravity_png_simd() & GRAVITY_SIMD_AVX2)) tokenize = tokenize_block_avx2;
    if (allow_avx2 && (gravity_png_simd() & GRAVITY_SIMD_BMI2)) write_tokens = write_tokens_bmi2;
#else
    (void)allow_avx2;
#endif
    *out = NULL;
    *out_size = 0;
    pthread_once(&shared_tables_once, make_shared_tables);
    const symbol_tables *tables = &shared_tables;
    tokenizer *z = calloc(1, sizeof *z);
    dynamic_header *header = malloc(sizeof *header);
    bit_writer w = { 0 };
    if (z && header) {
        z->heads = calloc((size_t)1 << HASH_BITS, sizeof(uint32_t));
        z->tokens = malloc(sizeof(token) * BLOCK_TOKENS);
    }
    if (!z || !header || !z->heads || !z->tokens) goto fail;
    z->in = in;
    z->size = size;
    z->near[0] = bytes_per_pixel;
    z->near[1] = row_bytes;
    reserve(&w, size / 8 + 64);
    if (w.failed) goto fail;
    w.data[w.size++] = 0x78;    // deflate, 32 KiB window
    w.data[w.size++] = 0x01;    // fastest level; (0x78 << 8 | 0x01) % 31 == 0
    do {
        size_t start = z->position;
        tokenize(z, tables);
        int final = z->position == size;
        size_t bits = plan_dynamic(header, z) + body_bits(header, z, tables);
        size_t stored_bits = (z->position - start + 5 * ((z->position - start) / 65535 + 1)) * 8 + 7;
        if (bits <= stored_bits) write_dynamic(&w, header, z, tables, write_tokens, final, bits);
        else write_stored(&w, in + start, z->position - start, final);
        if (w.failed) goto fail;
    } while (z->position < size);
    reserve(&w, 16);
    if (w.failed) goto fail;
    align_to_byte(&w);
    uint8_t trailer[4] = { (uint8_t)(adler >> 24), (uint8_t)(adler >> 16), (uint8_t)(adler >> 8), (uint8_t)adler };
    memcpy(w.data + w.size, trailer, 4);
    w.size += 4;
    *out = w.data;
    *out_size = w.size;
    w.data = NULL;
fail:
    free(w.data);
    if (z) { free(z->heads); free(z->tokens); }
    free(z);
    free(header);
    return *out ? 0 : 1;
}
