import Foundation
import GravityTestingCore

/// Image comparison cases (Benchmarks/README.md defines the images exactly).
enum DiffBenchmarks {
    static let width = 1080, height = 1920

    /// The base image: r = x mod 256, g = y mod 256, b = (x xor y) mod 256, opaque.
    static func base() -> RGBAImage {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                rgba[index] = UInt8(x & 0xff)
                rgba[index + 1] = UInt8(y & 0xff)
                rgba[index + 2] = UInt8((x ^ y) & 0xff)
            }
        }
        return RGBAImage(width: width, height: height, rgba: rgba)
    }

    /// The base with one 144 × 144 block at (468, 888) inverted (r, g, b → 255 − v):
    /// 20,736 pixels, exactly 1 % of 2,073,600.
    static func changed(_ base: RGBAImage) -> RGBAImage {
        var image = base
        for y in 888..<(888 + 144) {
            for x in 468..<(468 + 144) {
                let index = (y * width + x) * 4
                for channel in 0..<3 { image.rgba[index + channel] = 255 - image.rgba[index + channel] }
            }
        }
        return image
    }

    static func run() {
        // Building and encoding the images takes a moment; skip it when no case would run.
        if let filter = Harness.filter, !"diff_1080p_identical_decode_serial diff_1080p_1pct_decode_serial".contains(filter) { return }
        let a = base(), b = changed(a)
        var copy = a
        copy.rgba[0] = a.rgba[0]  // a real copy: identical buffers must not share storage
        let pngA: [UInt8], pngB: [UInt8]
        do {
            pngA = try a.pngBytes()
            pngB = try b.pngBytes()
            // The same pair as files, for the peers (see README).
            try Harness.writeInput("diff-a.png", pngA)
            try Harness.writeInput("diff-b.png", pngB)
        } catch {
            print("diff benchmarks: cannot encode the images: \(error)")
            return
        }
        let work = "1080x1920 RGBA, threshold 0, AA detection on"
        Harness.run("diff_1080p_identical", iterations: 21, work: work) { _ in
            blackHole(ImageComparison.compare(a, copy).result.differingPixels)
        }
        Harness.run("diff_1080p_1pct", iterations: 21, work: work) { _ in
            blackHole(ImageComparison.compare(a, b).result.differingPixels)
        }
        // As `gravity diff` does it: both PNGs decoded at once (two threads), then compared.
        for (name, second) in [("diff_1080p_identical_decode", pngA), ("diff_1080p_1pct_decode", pngB)] {
            Harness.run(name, iterations: 11, work: work + ", both PNGs decoded concurrently") { _ in
                let images = RGBAImage.decodeConcurrently([.bytes(pngA), .bytes(second)]).map { try! $0.get() }
                blackHole(ImageComparison.compare(images[0], images[1]).result.differingPixels)
            }
        }
        // The same on one thread.
        for (name, second) in [("diff_1080p_identical_decode_serial", pngA), ("diff_1080p_1pct_decode_serial", pngB)] {
            Harness.run(name, iterations: 11, work: work + ", both PNGs decoded one after the other") { _ in
                let one = try! RGBAImage(pngBytes: pngA), two = try! RGBAImage(pngBytes: second)
                blackHole(ImageComparison.compare(one, two).result.differingPixels)
            }
        }
    }
}
