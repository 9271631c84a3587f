import CPNGSupport
import GravityCore

/// PNG encoding and decoding through libpng (via the setjmp-safe C shim).
public enum PNGCodec {
    /// zlib level 4 with PNG filter None (set in the C shim).
    ///
    /// Measured on this machine against libpng's defaults (level 6, adaptive
    /// filtering over all five filters, Z_FILTERED): the 750 × 1334
    /// `raster_scene` benchmark encodes in 14.5 ms instead of 36 ms at
    /// 309 KB instead of 331–344 KB; Examples/Cards.xml at @3x in 7.6 ms
    /// instead of 19 ms at 52 KB instead of 57 KB. Level 3 is faster still
    /// but up to 16 % larger; Up/Sub filters at any level were larger than
    /// None on every UI render tried. Photographic content compresses a
    /// little worse without filters; Gravity's output is mostly flat UI.
    public static let compressionLevel: Int32 = 4

    /// The linked libpng's version string.
    public static var libpngVersion: String { String(cString: gravity_png_version()) }

    /// 8-bit RGBA PNG bytes; `text` becomes tEXt chunks. No timestamps.
    /// `buffer` is consumed: a caller handing over its last use (a render)
    /// lets the pixels turn straight-alpha in place rather than in a copy,
    /// which would double peak memory (64 MiB more at 4096 × 4096).
    public static func encode(_ buffer: consuming PixelBuffer, text: [(String, String)] = []) throws -> [UInt8] {
        var straight = consume buffer
        // An opaque image (any opaque background) is already straight alpha.
        if !straight.isOpaque { straight.unpremultiplyInPlace() }
        let rgba = straight.pixels
        var out = gravity_png_buffer()
        var error = [CChar](repeating: 0, count: 256)
        let keys = text.map { strdup($0.0) }
        let values = text.map { strdup($0.1) }
        defer { (keys + values).forEach { free($0) } }
        let status = rgba.withUnsafeBufferPointer { pixels in
            keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { keyPointers in
                values.map { UnsafePointer($0) }.withUnsafeBufferPointer { valuePointers in
                    gravity_png_encode(pixels.baseAddress, UInt32(straight.width), UInt32(straight.height), compressionLevel,
                                       keyPointers.baseAddress, valuePointers.baseAddress, Int32(text.count),
                                       &out, &error, error.count)
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
}
