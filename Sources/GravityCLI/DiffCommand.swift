import ArgumentParser
import Foundation
import GravityCore
import GravityRender
import GravityTestingCore

/// `gravity diff`: the comparison of the snapshot assertions, from the shell.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel (YIQ distance and anti-aliasing detection, as pixelmatch).",
        discussion: """
            Prints the figures: differing pixels, their ratio, the largest distance, the bounding box
            of the differences and the anti-aliased pixels (reported apart, not counted unless
            --include-aa). Exit status: 0 within tolerance, 1 different (or different sizes),
            2 an image cannot be read (or -o cannot be written), 64 usage.
            """)

    @Argument(help: "The expected image (the golden).")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image here (- for standard output, the figures then go to standard error): unchanged pixels faded, differences red, anti-aliasing yellow.")
    var output: String?

    @Option(help: "Perceptual distance (0…1, YIQ as pixelmatch) a pixel may move without counting; 0 counts every change.")
    var threshold: Double = 0

    @Option(name: .customLong("max-diff-pixels"), help: "Pass while at most this many pixels differ.")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Pass while at most this fraction (0…1) of the pixels differ.")
    var maxDiffRatio: Double?

    @Option(name: .customLong("max-pixels"), help: "Largest image compared, in pixels (width × height); larger ones are refused before decoding.")
    var maxPixels: Int = DiffCommand.defaultMaxPixels

    /// 8192 × 8192: two decoded images, the diff image and the comparison's
    /// maps stay near 1 GB.
    static let defaultMaxPixels = 8192 * 8192

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAntiAliasing = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be positive") }
        if let output, let input = OutputTarget.overwrites(output, anyOf: [expected, actual]) {
            throw ValidationError("the diff image '\(output)' is the input '\(input)'; writing it would overwrite that image")
        }
    }

    var tolerance: Tolerance {
        Tolerance(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
                  includeAntiAliasing: includeAntiAliasing)
    }

    func run() throws {
        let target: OutputTarget?
        do { target = try output.map(OutputTarget.init) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        // With the diff image on standard output, the figures go to stderr.
        let report: (String) -> Void = target?.isStandardOutput == true
            ? { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } : { print($0) }
        // Sizes from the headers first: nothing is allocated for a pair
        // beyond the budget. Both files at once (reading is a fifth of a
        // large pair's decode); errors in argument order.
        let paths = [expected, actual], maxPixels = maxPixels
        let reads = Concurrently.map(paths.count) { index in
            Result { () throws(ImageReadError) -> [UInt8] in
                let path = paths[index]
                do {
                    let bytes = try RGBAImage.read(path)
                    let size = try PNGCodec.size(of: bytes)
                    guard UInt64(size.width) * UInt64(size.height) <= UInt64(maxPixels) else {
                        throw ImageReadError(path: path, reason: "it is \(size.width) × \(size.height) pixels, more than gravity diff's "
                                             + "limit of \(groupedNumber(maxPixels)) pixels per image (raise it with --max-pixels)")
                    }
                    return bytes
                } catch let error as ImageReadError {
                    throw error
                } catch {
                    throw ImageReadError(path: path, reason: "\(error)")
                }
            }
        }
        var sources: [RGBAImage.PNGSource] = []
        var contents: [[UInt8]] = []
        for (path, read) in zip(paths, reads) {
            switch read {
            case .success(let bytes):
                sources.append(.read(bytes, path: path))
                contents.append(bytes)
            case .failure(let error): printError("\(error)")
            }
        }
        guard sources.count == 2 else { throw ExitCode(2) }
        // Byte-identical files are the same image: decoded once and compared
        // with itself (a pair that does not decode is decoded as two, so
        // each path's error is printed).
        var decoded = RGBAImage.decodeConcurrently(contents[0] == contents[1] ? [sources[0]] : sources)
        if decoded.count == 1 {
            decoded = (try? decoded[0].get()) == nil ? RGBAImage.decodeConcurrently(sources) : [decoded[0], decoded[0]]
        }
        var images: [RGBAImage] = []
        for result in decoded {
            switch result {
            case .success(let image): images.append(image)
            case .failure(let error): printError("\(error)")
            }
        }
        guard images.count == 2 else { throw ExitCode(2) }

        let (result, diff) = ImageComparison.compare(images[0], images[1], threshold: threshold,
                                                    includeAntiAliasing: includeAntiAliasing, diffImage: output != nil)
        let passes = tolerance.admits(result)
        report(result.figures)
        report(passes ? "within tolerance (allowed: \(tolerance.budgetDescription))"
                      : "different (allowed: \(tolerance.budgetDescription))")
        if let output, let target {
            if let diff {
                do {
                    try target.write(try diff.pngBytes())
                    report("diff image: \(output)")
                } catch {
                    printError("\(error)")
                    throw ExitCode(2)
                }
            } else {
                report("diff image: not written (the sizes differ)")
            }
        }
        if !passes { throw ExitCode(1) }
    }
}
