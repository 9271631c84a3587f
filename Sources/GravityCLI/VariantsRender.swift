import ArgumentParser
import Foundation
import Gravity
import GravityCore
import GravityRender

// `gravity render FILE --variants SPEC --out-dir DIR [--contact-sheet SHEET.png]`:
// every combination of the matrix, each named `<layout>.<variant name>.<ext>`
// (`Settings.dark.AX3.rtl.iPhone-SE.png`, see `Variant.name`). All of them
// are laid out and rendered before anything is written: when one fails,
// nothing is written and the run exits 1.

extension RenderCommand {
    func validateVariants() throws {
        guard variants != nil else { throw ValidationError("--contact-sheet draws a --variants matrix; give --variants too") }
        if output != nil { throw ValidationError("--variants writes one file per combination: use --out-dir DIR, not -o") }
        if outDir == nil && contactSheet == nil {
            throw ValidationError("say where to write the variants: --out-dir DIR (and/or --contact-sheet SHEET.png)")
        }
        if !dataEach.isEmpty || watch { throw ValidationError("--variants cannot be combined with --data-each or --watch") }
        if let contactSheet {
            guard files.count == 1, shard == nil else { throw ValidationError("--contact-sheet draws the variants of one layout file (without --shard)") }
            guard (contactSheet as NSString).pathExtension.lowercased() == "png" else {
                throw ValidationError("--contact-sheet writes a PNG; give it a name ending in .png")
            }
            guard chosenBackend == .raster else { throw ValidationError("--contact-sheet needs PNG renders; drop --backend svg") }
        }
        do { _ = try backgroundColor() } catch let error as ValueError {
            throw ValidationError("--background: \(error.message)")
        }
        guard let matrix = try VariantDevices.matrix(variants) else { return }
        let outputs = outDir == nil ? [] : files.flatMap { file in matrix.variants.map { variantPath(for: file, $0) } }
        if let clash = Self.firstRepeated(outputs) {
            throw ValidationError("several inputs would be written to '\(clash)'; render them into different folders")
        }
        if let (destination, input) = OutputTarget.firstOverwrite(outputs + (contactSheet.map { [$0] } ?? []), anyOf: files) {
            throw ValidationError("the output '\(destination)' is the input '\(input)'; rendering would overwrite it")
        }
    }

    /// `--out-dir/<layout>.<variant name>.<ext>`.
    func variantPath(for file: String, _ variant: Variant) -> String {
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return ((outDir ?? ".") as NSString).appendingPathComponent(variant.fileStem(stem) + "." + chosenBackend.fileExtension)
    }

    func renderVariants(_ matrix: VariantMatrix, options: LayoutOptions, output: OutputOptions) throws {
        let engine = try reportingInputErrors { try GravityEngine(setup: input.engineSetup) }
        let inputs = shard.map { $0.slice(of: files) } ?? files
        let variants = matrix.variants
        let jobs = inputs.flatMap { file in variants.map { (file: file, variant: $0) } }

        // 1. Lay out and render every combination, in parallel, into memory.
        let results = VariantResults(count: jobs.count)
        let progress = Progress(total: jobs.count)
        let command = self
        LargeStack.parallel(jobs.count, depth: options.limits.maxDepth) { index in
            let job = jobs[index]
            do {
                let each = VariantDevices.options(job.variant, over: options, canvas: canvas)
                // A semantic --background (systemBackground) follows the variant's appearance.
                var paper = output
                if let background = command.background { paper.background = try Color.parse(background, appearance: each.appearance) }
                let layout = try engine.layout(file: job.file, options: each)
                results[index] = .success(VariantRender(layout: layout, bytes: try engine.render(layout, output: paper)))
            } catch {
                results[index] = .failure(VariantFailure(text: errorText(error)))
            }
            progress.advance()
        }
        progress.finish()
        let rendered = results.all

        // 2. Report warnings and errors once per distinct text, naming the variants.
        var failed = 0
        let texts = rendered.enumerated().map { index, result -> String in
            switch result {
            case .success(let render): return successMessages(render.layout.diagnostics)
            case .failure(let failure): failed += 1; return failure.text
            }
        }
        for text in Self.inOrderOfFirstUse(texts) where !text.isEmpty {
            let named = jobs.indices.filter { texts[$0] == text }.map { "\(jobs[$0].file) [\(jobs[$0].variant.name)]" }
            let which = named.count == jobs.count ? "every variant" : named.joined(separator: ", ")
            FileHandle.standardError.write(Data((text + "\nnote: in \(which)\n").utf8))
        }
        if failed > 0 {
            printError("\(failed) of \(jobs.count) variants failed; nothing was written")
            throw ExitCode(1)
        }
        let renders = rendered.map { result -> VariantRender in
            if case .success(let render) = result { return render }
            preconditionFailure("failures were reported above")
        }

        // 3. Write every file, then the contact sheet.
        try reportingInputErrors {
            if outDir != nil {
                for (job, render) in zip(jobs, renders) {
                    let path = variantPath(for: job.file, job.variant)
                    try OutputTarget(path).write(render.bytes)
                    print(TerminalText.escaped(path))
                }
            }
            if let contactSheet {
                let items = zip(variants, renders).map { ContactSheet.Item(variant: $0, layout: $1.layout, png: $1.bytes) }
                let sheet = ContactSheet(title: "\((inputs[0] as NSString).lastPathComponent): \(matrix)",
                                         columns: ContactSheet.columns(for: matrix))
                try OutputTarget(contactSheet).write(try engine.render(sheet, of: items, scale: options.scale, output: output))
                print(TerminalText.escaped(contactSheet))
            }
        }
        AtomicFile.finishReleasing()
    }

    static func inOrderOfFirstUse(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }
}

struct VariantRender {
    var layout: SolvedLayout
    var bytes: [UInt8]
}

struct VariantFailure: Error {
    var text: String
}

/// One result slot per combination, filled from several threads.
final class VariantResults: @unchecked Sendable {
    private var results: [Result<VariantRender, VariantFailure>]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: .failure(VariantFailure(text: "not rendered")), count: count) }

    subscript(index: Int) -> Result<VariantRender, VariantFailure> {
        get { lock.lock(); defer { lock.unlock() }; return results[index] }
        set { lock.lock(); results[index] = newValue; lock.unlock() }
    }

    var all: [Result<VariantRender, VariantFailure>] { lock.lock(); defer { lock.unlock() }; return results }
}

/// The device names `--variants device=…` accepts.
enum VariantDevices {
    static var names: [String] { VariantMatrix.deviceNames }

    /// The `--variants` matrix (render's and frames'), nil without the
    /// option; a bad spec is a usage error.
    static func matrix(_ spec: String?) throws -> VariantMatrix? {
        guard let spec else { return nil }
        do {
            return try VariantMatrix.parse(spec, devices: names)
        } catch let error as VariantSpecError {
            throw ValidationError("--variants: \(error.message)")
        }
    }

    /// A variant over the command's options; its device gives its scale
    /// unless `--scale` does, as `--device` does for one render.
    static func options(_ variant: Variant, over options: LayoutOptions, canvas: CanvasOptions) -> LayoutOptions {
        var each = variant.applied(to: options)
        if canvas.scale == nil, variant.device != nil { each.scale = variant.scale(given: nil) }
        return each
    }
}
