import CPNGSupport
import GravityCore

/// PNG encoding and decoding. Encoding: our own chunk writer over our own
/// deflater for UI renders (CPNGSupport/png_deflate.c) or libdeflate;
/// decoding: a libdeflate fast path for 8-bit RGB and RGBA (what Gravity
/// and most UI tools write), libpng for every other PNG. Both in the C shim
/// (CPNGSupport).
///
/// Encoding is filter None, RGB when the image is opaque. Measured on this
/// machine (2026-11-23, instruction counts from `valgrind --tool=callgrind`,
/// which the shared machine's load does not move): filters Up and Paeth
/// made example renders 15–40 % larger than None (flat UI colour is runs
/// of equal pixels, which deflate finds directly; filter residues of
/// anti-aliased edges and text are noisier), and dropping the alpha byte of
/// opaque images makes a quarter less to compress and lets the scanlines be
/// packed in the frame buffer itself.
///
/// The deflater: where at least 3 sampled pixels in 4 repeat the pixel to
/// their left or above (UI renders: 89–97 % on the benchmark images), ours,
/// which tries those two before any hashing: a 750 × 1334 phone screen
/// takes 7.5 M instructions where libdeflate level 1 took 43 M, and
/// `raster_scene`'s file is 274,005 bytes where libdeflate's was 309,778.
/// Elsewhere (gradients, photographs, noise) libdeflate level 1, which
/// hashes every byte and wins there: on the `gravity diff` benchmark's
/// gradient ours would be 3 % larger and slower. Before libdeflate, zlib
/// level 4 through libpng took 232 M instructions for `raster_scene`.
public enum PNGCodec {
    /// The linked libpng's version string (libpng decodes the PNGs the fast
    /// path declines).
    public static var libpngVersion: String { String(cString: gravity_png_version()) }

    /// The libdeflate version PNG bytes are compressed with.
    public static var libdeflateVersion: String { String(cString: gravity_deflate_version()) }

    /// 8-bit PNG bytes, RGB when every pixel is opaque and RGBA otherwise;
    /// `text` becomes tEXt chunks. No timestamps. `buffer` is consumed: a
    /// caller handing over its last use (a render) lets an opaque frame be
    /// packed to RGB scanlines in place rather than in a copy, which would
    /// double peak memory (64 MiB more at 4096 × 4096).
    public static func encode(_ buffer: consuming PixelBuffer, text: [(String, String)] = []) throws -> [UInt8] {
        try encode(consume buffer, text: text, deflater: GRAVITY_DEFLATER_CHOOSE)
    }

    /// `encode` with the deflater forced (tests compare both on any image).
    static func encode(_ buffer: consuming PixelBuffer, text: [(String, String)], deflater: gravity_deflater) throws -> [UInt8] {
        // The encoder decides opacity, packs an opaque frame to RGB in
        // place and divides a translucent one by alpha in its own copy.
        var frame = consume buffer
        let (width, height) = (frame.width, frame.height)
        var out = gravity_png_buffer()
        var error = [CChar](repeating: 0, count: 256)
        let keys = text.map { strdup($0.0) }
        let values = text.map { strdup($0.1) }
        defer { (keys + values).forEach { free($0) } }
        let status = frame.pixels.withUnsafeMutableBufferPointer { pixels in
            keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { keyPointers in
                values.map { UnsafePointer($0) }.withUnsafeBufferPointer { valuePointers in
                    gravity_png_encode(pixels.baseAddress, UInt32(width), UInt32(height), 1, deflater,
                                       keyPointers.baseAddress, valuePointers.baseAddress,
                                       Int32(text.count), &out, &error, error.count)
                }
            }
        }
        guard status == 0 else { throw SetupError("PNG encoding failed: \(String(cString: error))") }
        defer { gravity_png_free(&out) }
        return Array(UnsafeBufferPointer(start: out.data, count: out.size))
    }

    /// Decodes any PNG into a premultiplied buffer. `maxPixels` bounds the
    /// allocation before any pixel is decoded.
    public static func decode(_ bytes: [UInt8], maxPixels: UInt64 = Limits().maxCanvasArea) throws -> PixelBuffer {
        let (width, height, straight) = try decodeStraightRGBA(bytes, maxPixels: maxPixels)
        return PixelBuffer(width: width, height: height, straight: straight)
    }
}

import Glibc

extension PNGCodec {
    /// The pixel size a PNG's header declares, without decoding anything:
    /// callers refuse absurd sizes before allocating.
    public static func size(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
        var error = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let status = bytes.withUnsafeBufferPointer {
            gravity_png_read_size($0.baseAddress, $0.count, &width, &height, &error, error.count)
        }
        guard status == 0 else { throw SetupError(String(cString: error)) }
        return (Int(width), Int(height))
    }

    /// Decodes any PNG to straight-alpha (not premultiplied) 8-bit RGBA, as
    /// the file stores it: what image comparison needs (pixelmatch works on
    /// straight RGBA, and premultiplying would lose precision).
    public static func decodeStraightRGBA(_ bytes: [UInt8], maxPixels: UInt64 = Limits().maxCanvasArea) throws
        -> (width: Int, height: Int, rgba: [UInt8]) {
        try decodeFast(bytes, maxPixels: maxPixels) ?? decodeWithLibPNG(bytes, maxPixels: maxPixels)
    }

    /// Any PNG through libpng, which also words the errors of malformed files.
    static func decodeWithLibPNG(_ bytes: [UInt8], maxPixels: UInt64) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        var out = gravity_png_buffer()
        var error = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let status = bytes.withUnsafeBufferPointer {
            gravity_png_decode($0.baseAddress, $0.count, maxPixels, &width, &height, &out, &error, error.count)
        }
        guard status == 0 else { throw SetupError(String(cString: error)) }
        defer { gravity_png_free(&out) }
        let rgba = [UInt8](UnsafeBufferPointer(start: out.data, count: out.size))
        return (Int(width), Int(height), rgba)
    }

    /// The libdeflate path, or nil when the fast decoder declines the file
    /// (another kind of PNG, or a malformed one: libpng then decodes it or
    /// words the error). Inflates and unfilters in the returned array's own
    /// storage: one allocation, a little larger than the pixels for RGBA.
    static func decodeFast(_ bytes: [UInt8], maxPixels: UInt64) -> (width: Int, height: Int, rgba: [UInt8])? {
        bytes.withUnsafeBufferPointer { file -> (width: Int, height: Int, rgba: [UInt8])? in
            var width: UInt32 = 0, height: UInt32 = 0, capacity = 0
            guard gravity_png_fast_size(file.baseAddress, file.count, &width, &height, &capacity) == 0,
                  UInt64(width) * UInt64(height) <= maxPixels else { return nil }
            var decoded = false
            let rgba = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                decoded = gravity_png_fast_decode(file.baseAddress, file.count, buffer.baseAddress, capacity) == 0
                initialized = decoded ? Int(width) * Int(height) * 4 : 0
            }
            return decoded ? (Int(width), Int(height), rgba) : nil
        }
    }
}
