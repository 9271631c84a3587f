import Foundation
import GravityCore

/// The app's resource readers (SPEC §14.3): `GRAVITY_FUZZ=assets` (the
/// input as an image set's and a colour set's Contents.json) and
/// `GRAVITY_FUZZ=strings` (the input as a Localizable.strings file) and
/// `GRAVITY_FUZZ=stringsdict` (a Localizable.stringsdict, each entry then
/// formatted with a few counts under a few locales' plural rules). Each
/// must answer with a located error or a value, never trap.
enum ResourceFuzz {
    /// Reads no pixels: the image set's choice and its errors are the point.
    struct OnePixel: ImageInspecting {
        func pixelSize(ofPNGAt path: String, limits: Limits,
                       admit: (_ width: Int, _ height: Int) throws -> Void) throws -> (width: Int, height: Int) {
            try admit(1, 1)
            return (1, 1)
        }
    }

    static let catalog: String? = {
        let root = NSTemporaryDirectory() + "/gravity-fuzz-assets-\(getpid())"
        let manager = FileManager.default
        for set in ["A.xcassets/X.imageset", "A.xcassets/C.colorset"] {
            guard (try? manager.createDirectory(atPath: root + "/" + set, withIntermediateDirectories: true)) != nil else { return nil }
        }
        // A project root, so catalog discovery stops here instead of
        // listing every folder above (a shared /tmp of 4,000 entries made
        // each execution list it: 18 executions a second).
        manager.createFile(atPath: root + "/Package.swift", contents: Data())
        // Files an image set may name.
        for name in ["x.png", "x@2x.png", "x@3x.png", "dark.png", "x.jpg", "x.pdf", "x.svg"] {
            manager.createFile(atPath: root + "/A.xcassets/X.imageset/" + name, contents: Data())
        }
        return root
    }()

    static func assets(_ bytes: [UInt8]) {
        guard let root = catalog else { return }
        let data = Data(bytes)
        guard FileManager.default.createFile(atPath: root + "/A.xcassets/X.imageset/Contents.json", contents: data),
              FileManager.default.createFile(atPath: root + "/A.xcassets/C.colorset/Contents.json", contents: data) else { return }
        let hash = bytes.reduce(UInt32(2166136261)) { ($0 ^ UInt32($1)) &* 16777619 }
        var search = ImageSearch(assetDirectories: [root + "/A.xcassets"], scale: [1, 2, 3, 1.5][Int(hash % 4)], inspector: OnePixel())
        search.appearance = hash & 4 == 0 ? .light : .dark
        do {
            let image = try search.resolve("X", documentPath: root + "/m.xml")
            precondition(image.path.hasPrefix(root) || image.path.contains("/gravity-fuzz-assets-"), "an image set read outside its catalog")
        } catch let error as ValueError {
            precondition(!error.message.isEmpty)
        } catch {
            preconditionFailure("an image set's error must be a ValueError: \(error)")
        }
        for (_, result) in search.colors(for: root + "/m.xml") {
            if case .success(let color) = result {
                precondition((0...1).contains(color.red) && (0...1).contains(color.alpha), "a colour out of range")
            }
        }
    }

    static func strings(_ bytes: [UInt8]) {
        do {
            let (table, _) = try StringsFile.parse(path: "fuzz.strings", bytes: bytes)
            precondition(table.count <= bytes.count)
        } catch let diagnostic as Diagnostic {
            precondition((diagnostic.location?.line ?? 1) >= 1 && (diagnostic.location?.column ?? 1) >= 1)
            _ = FuzzCase.format([diagnostic], SourceFile(path: "fuzz.strings", bytes: bytes))
        } catch {
            preconditionFailure("a .strings error must be a located diagnostic: \(error)")
        }
    }

    static let counts: [DataValue] = [.number(0), .number(1), .number(2), .number(5), .number(22), .number(1.5), .number(1e6),
                                      .number(-3), .string("x")]

    static func stringsdict(_ bytes: [UInt8]) {
        let entries: [String: PluralString]
        do {
            entries = try StringsDictFile.parse(path: "fuzz.stringsdict", bytes: bytes)
        } catch let diagnostic as Diagnostic {
            precondition(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } ?? false, "a .stringsdict error without a location")
            _ = FuzzCase.format([diagnostic], SourceFile(path: "fuzz.stringsdict", bytes: bytes))
            return
        } catch {
            preconditionFailure("a .stringsdict error must be a located diagnostic: \(error)")
        }
        let hash = bytes.reduce(UInt32(2166136261)) { ($0 ^ UInt32($1)) &* 16777619 }
        let rules = PluralRules(locale: ["en", "ru", "ar", "fr", "pl", "cs", "ja", "he"][Int(hash % 8)])!
        for entry in entries.values.prefix(8) {
            let arguments = (0..<3).map { counts[Int((hash >> (4 + $0 * 4)) % UInt32(counts.count))] }
            do {
                let text = try LocalizedFormat.apply(entry.format, arguments: arguments, plural: (entry, rules))
                precondition(text.utf8.count <= (1 << 20) + 4096, "a formatted string past its limit")
            } catch let failure as LocalizedFormat.Failure {
                precondition(!failure.message.isEmpty)
            } catch {
                preconditionFailure("formatting must fail with LocalizedFormat.Failure: \(error)")
            }
        }
    }
}
