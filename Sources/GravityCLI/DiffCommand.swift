import ArgumentParser
import Foundation
import GravityCore
import GravityRender
import GravityTestingCore

/// `gravity diff`: the comparison of the snapshot assertions, from the shell.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel, as pixelmatch does.",
        discussion: """
            Each pixel's colour distance is pixelmatch's: YIQ as pixelmatch 7 (the default) or, with --metric oklab, \
            HyAB in OKLab as pixelmatch's main branch. Translucent pixels are blended on pixelmatch 7's checkerboard \
            first, so a change of alpha counts. Pixels that pixelmatch's detector finds to be anti-aliasing are reported \
            apart and not counted unless --include-aa. Images of different sizes are compared on the union of their \
            canvases: every pixel outside one of them differs, and they never pass.

            Prints the figures: differing pixels and their ratio, the largest distance, the bounding box of the \
            differences and the anti-aliased pixels. The diff image (-o) shows the expected image faded, differences \
            in the diff colour and anti-aliasing in its own.

            Exit status: 0 within tolerance, 1 different (or different sizes), 2 an image cannot be read (or -o \
            cannot be written), 64 usage.
            """)

    @Argument(help: "The expected image (the golden).")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image here (- for standard output; the figures then go to standard error).")
    var output: String?

    @Option(help: "Distance (0…1, in the metric's units as pixelmatch defines them) a pixel may move without counting; 0 counts every change.")
    var threshold: Double = 0

    @Option(help: "The colour distance: yiq (pixelmatch 7) or oklab (pixelmatch's main branch).")
    var metric: ColorMetric = .yiq

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

    @Flag(inversion: .prefixedNo, help: "Blend translucent pixels on pixelmatch 7's checkerboard (--no-checkerboard: on white, as before pixelmatch 7, where transparent equals white).")
    var checkerboard = true

    @Option(help: "Opacity of the expected image under the marks in the diff image, 0…1.")
    var alpha: Double = 0.1

    @Option(name: .customLong("diff-color"), help: "Colour of differing pixels in the diff image: R,G,B (0–255 each) or #RRGGBB.")
    var diffColor: DiffColor = .red

    @Option(name: .customLong("diff-color-alt"), help: "Colour of differing pixels that got darker in the actual image (default: the diff colour).")
    var diffColorAlt: DiffColor?

    @Option(name: .customLong("aa-color"), help: "Colour of anti-aliased pixels in the diff image.")
    var antiAliasedColor: DiffColor = .yellow

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, on a transparent image.")
    var diffMask = false

    @Option(name: .customLong("window-size"), help: "Also print the most differing pixels in any N × N window (a dense patch against scattered pixels).")
    var windowSize: Int?

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        guard alpha.isFinite, (0...1).contains(alpha) else { throw ValidationError("--alpha must be between 0 and 1") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be positive") }
        if let windowSize, windowSize < 1 { throw ValidationError("--window-size must be 1 or more") }
        if let output, let input = OutputTarget.overwrites(output, anyOf: [expected, actual]) {
            throw ValidationError("the diff image '\(output)' is the input '\(input)'; writing it would overwrite that image")
        }
    }

    var tolerance: Tolerance {
        Tolerance(threshold: threshold, metric: metric, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
                  includeAntiAliasing: includeAntiAliasing)
    }

    var options: ComparisonOptions {
        var options = tolerance.comparisonOptions
        options.checkerboard = checkerboard
        options.windowSize = windowSize
        return options
    }

    var style: DiffStyle {
        DiffStyle(alpha: alpha, diffColor: diffColor, darkerColor: diffColorAlt, antiAliasedColor: antiAliasedColor, mask: diffMask)
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
        guard let images = loadImages() else { throw ExitCode(2) }
        // Images of different sizes are compared on the union of their
        // canvases, which --max-pixels bounds too (a tall and a wide image).
        let union = (max(images[0].width, images[1].width), max(images[0].height, images[1].height))
        guard union.0 * union.1 <= maxPixels else {
            printError("the images (\(images[0].width) × \(images[0].height) and \(images[1].width) × \(images[1].height) pixels) "
                       + "would be compared on \(union.0) × \(union.1) pixels, more than gravity diff's limit of "
                       + "\(groupedNumber(maxPixels)) pixels (raise it with --max-pixels)")
            throw ExitCode(2)
        }

        let (result, diff) = ImageComparison.compare(images[0], images[1], options: options, diff: output == nil ? nil : style)
        let passes = tolerance.admits(result)
        report(result.figures)
        report(passes ? "within tolerance (allowed: \(tolerance.budgetDescription))"
                      : "different (allowed: \(tolerance.budgetDescription))")
        if let output, let target, let diff {
            do {
                try target.write(try diff.pngBytes())
                report("diff image: \(output)")
            } catch {
                printError("\(error)")
                throw ExitCode(2)
            }
        }
        if !passes { throw ExitCode(1) }
    }

    /// The two images, or nil after printing why not: every file that
    /// cannot be read (or is larger than --max-pixels by its header, checked
    /// before anything is allocated) first, in argument order; then, only if
    /// both were read, every one that does not decode.
    ///
    /// Work runs on two threads. Files of different sizes cannot be
    /// byte-identical, so each is read and decoded on its thread in one go;
    /// otherwise both are read first, and byte-identical files are one image,
    /// decoded once (a pair that does not decode is decoded as two, so each
    /// path's error is printed).
    func loadImages() -> [RGBAImage]? {
        let paths = [expected, actual]
        var reads: [Result<[UInt8], ImageReadError>]
        var decoded: [Result<RGBAImage, Error>?]
        let sizes = paths.map(Self.fileSize)
        if let a = sizes[0], let b = sizes[1], a != b {
            (reads, decoded) = unzip(Concurrently.map(2) { index in
                let read = readChecked(paths[index])
                return (read, (try? read.get()).map { bytes in Result { try RGBAImage(pngBytes: bytes, path: paths[index]) } })
            })
        } else {
            reads = Concurrently.map(2) { readChecked(paths[$0]) }
            decoded = [nil, nil]
        }
        var contents: [[UInt8]] = []
        for read in reads {
            switch read {
            case .success(let bytes): contents.append(bytes)
            case .failure(let error): printError("\(error)")
            }
        }
        guard contents.count == 2 else { return nil }
        if decoded.contains(where: { $0 == nil }) {  // read only: the byte-identical check comes first
            let sources = zip(contents, paths).map { RGBAImage.PNGSource.read($0, path: $1) }
            var both = RGBAImage.decodeConcurrently(contents[0] == contents[1] ? [sources[0]] : sources)
            if both.count == 1 {
                both = (try? both[0].get()) == nil ? RGBAImage.decodeConcurrently(sources) : [both[0], both[0]]
            }
            decoded = both
        }
        var images: [RGBAImage] = []
        for case let result? in decoded {
            switch result {
            case .success(let image): images.append(image)
            case .failure(let error): printError("\(error)")
            }
        }
        return images.count == 2 ? images : nil
    }

    /// A file's bytes, refused before decoding when its header declares more
    /// than --max-pixels.
    func readChecked(_ path: String) -> Result<[UInt8], ImageReadError> {
        Result { () throws(ImageReadError) -> [UInt8] in
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

    /// The size of a regular file, nil for anything else or a failed stat.
    static func fileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}

extension ColorMetric: ExpressibleByArgument {}

extension DiffColor: ExpressibleByArgument {
    /// `R,G,B` with each channel 0–255, or `#RRGGBB`.
    public init?(argument: String) {
        let channels: [UInt8]
        if argument.hasPrefix("#") {
            let hex = argument.dropFirst()
            guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
            channels = [UInt8(value >> 16), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
        } else {
            let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            channels = parts.compactMap { UInt8($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 3, channels.count == 3 else { return nil }
        }
        self.init(channels[0], channels[1], channels[2])
    }

    public var defaultValueDescription: String { description }
}

private func unzip<A, B>(_ pairs: [(A, B)]) -> ([A], [B]) { (pairs.map(\.0), pairs.map(\.1)) }
