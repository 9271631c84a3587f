import CPNGSupport

/// The `png` part: our own deflater (CPNGSupport/png_deflate.c) and both
/// decoders. The input describes a small image whose pixels repeat the way
/// UI renders do (runs, rows repeated from above, earlier pixels again), so
/// the deflater's every path is reached; it is encoded with each deflater and
/// must decode to exactly those pixels with libpng and with the fast
/// decoder. Then one byte of the PNG is changed, and both decoders must
/// refuse or decode it, never crash or read out of bounds.
enum PNGFuzz {
    static func run(_ bytes: [UInt8]) {
        guard bytes.count >= 3 else { return }
        let width = 1 + Int(bytes[0] % 64), height = 1 + Int(bytes[1] % 64)
        let opaque = bytes[2] & 1 == 1
        let rgba = pixels(Array(bytes.dropFirst(3)), width: width, height: height, opaque: opaque)
        // Our deflater with AVX2 compares (where the CPU has them) must write the portable tokenizer's bytes.
        precondition(encode(rgba, width: width, height: height, deflater: GRAVITY_DEFLATER_RUNS)
                     == encode(rgba, width: width, height: height, deflater: GRAVITY_DEFLATER_RUNS_PORTABLE),
                     "the AVX2 and portable tokenizers wrote different bytes")
        for deflater in [GRAVITY_DEFLATER_RUNS, GRAVITY_DEFLATER_LIBDEFLATE, GRAVITY_DEFLATER_CHOOSE] {
            guard let png = encode(rgba, width: width, height: height, deflater: deflater) else {
                preconditionFailure("encoding a \(width)×\(height) image failed (deflater \(deflater.rawValue))")
            }
            precondition(decodeWithLibPNG(png) == rgba, "libpng read back other pixels (deflater \(deflater.rawValue))")
            precondition(decodeFast(png) == rgba, "the fast decoder read back other pixels (deflater \(deflater.rawValue))")
            var damaged = png
            let position = Int(bytes.reduce(UInt32(7)) { $0 &* 31 &+ UInt32($1) } % UInt32(png.count))
            damaged[position] ^= bytes[bytes.count - 1] | 1
            _ = decodeWithLibPNG(damaged)
            _ = decodeFast(damaged)
        }
    }

    /// Straight RGBA, built from the input as a little program: each byte's
    /// low two bits say what comes next — a new pixel from the following
    /// bytes, a run of the pixel to the left, a run of the pixels above, or
    /// pixels copied from further back — its other six bits how many.
    static func pixels(_ program: [UInt8], width: Int, height: Int, opaque: Bool) -> [UInt8] {
        let count = width * height * 4
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var index = 0
        func next() -> UInt8 {
            defer { index += 1 }
            return program.isEmpty ? 0 : program[index % program.count]
        }
        while out.count < count {
            let op = next()
            let length = 1 + Int(op >> 2)
            switch op & 3 {
            case 0:
                out += [next(), next(), next(), opaque ? 255 : next()]
            case 1 where out.count >= 4:
                for _ in 0..<length { out += out[(out.count - 4)...].prefix(4) }
            case 2 where out.count >= width * 4:
                for _ in 0..<length { out.append(contentsOf: out[(out.count - width * 4)...].prefix(4)) }
            case 3 where out.count >= 4:
                let back = 4 * (1 + Int(next()) % (out.count / 4))
                for _ in 0..<length { out.append(contentsOf: out[(out.count - back)...].prefix(4)) }
            default:
                out += [op, op, op, 255]
            }
        }
        return Array(out.prefix(count))
    }

    static func encode(_ rgba: [UInt8], width: Int, height: Int, deflater: gravity_deflater) -> [UInt8]? {
        var scratch = rgba  // straight alpha; packed to RGB in place when opaque
        var buffer = gravity_png_buffer()
        var error = [CChar](repeating: 0, count: 256)
        let status = scratch.withUnsafeMutableBufferPointer { pixels in
            gravity_png_encode(pixels.baseAddress, UInt32(width), UInt32(height), 0, deflater,
                               nil, nil, 0, &buffer, &error, error.count)
        }
        defer { gravity_png_free(&buffer) }
        guard status == 0, let data = buffer.data else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }

    static func decodeWithLibPNG(_ png: [UInt8]) -> [UInt8]? {
        var width: UInt32 = 0, height: UInt32 = 0
        var buffer = gravity_png_buffer()
        var error = [CChar](repeating: 0, count: 256)
        let status = gravity_png_decode(png, png.count, 1 << 16, &width, &height, &buffer, &error, error.count)
        defer { gravity_png_free(&buffer) }
        guard status == 0, let data = buffer.data else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: Int(width) * Int(height) * 4))
    }

    static func decodeFast(_ png: [UInt8]) -> [UInt8]? {
        var width: UInt32 = 0, height: UInt32 = 0, capacity = 0
        guard gravity_png_fast_size(png, png.count, &width, &height, &capacity) == 0,
              UInt64(width) * UInt64(height) <= 1 << 16 else { return nil }
        var buffer = [UInt8](repeating: 0, count: capacity)
        guard gravity_png_fast_decode(png, png.count, &buffer, capacity) == 0 else { return nil }
        return Array(buffer.prefix(Int(width) * Int(height) * 4))
    }
}
