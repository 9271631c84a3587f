import ArgumentParser
import Foundation
import GravityCore

/// `render ok.xml -o ok.png --scael 2`: the parser takes an unknown
/// `--name` into the list of input files, and the command's checks then
/// complained about the files ("-o takes one input file"). An input that
/// looks like an option and is no file is named as the unknown option
/// first, with the nearest known one.
enum UnknownOptions {
    /// `inputs` (the positionals) and the process's own command line, when
    /// it runs `command`: the parser leaves `--scael 2`'s value among the
    /// inputs and checks the command before it reports the unknown name.
    static func check(_ inputs: [String], of command: any ParsableCommand.Type) throws {
        var candidates = inputs
        let line = CommandLine.arguments
        if line.count > 1, line[1] == command.configuration.commandName {
            candidates += line.dropFirst(2).prefix { $0 != "--" }.filter { $0.hasPrefix("--") }
        }
        // The known options come from the command's help (8 M instructions,
        // half of a small render on the parser's path): a line with nothing
        // that looks like an option does not build it.
        let looksLikeOptions = candidates.filter { $0.count > 1 && $0.hasPrefix("-") }
        guard !looksLikeOptions.isEmpty else { return }
        let known = Set(knownOptions(command))
        guard let unknown = looksLikeOptions.first(where: { !known.contains(String($0.prefix { $0 != "=" }))
                                                            && !FileManager.default.fileExists(atPath: $0) }) else { return }
        let name = String(unknown.prefix { $0 != "=" })
        var message = "unknown option '\(name)'"
        if let near = nearest(name, among: known.sorted()) { message += "; did you mean '\(near)'?" }
        throw ValidationError(message)
    }

    /// The long options the command's help lists: each `--` followed by a
    /// lowercase letter, then letters, digits and hyphens (read by hand:
    /// compiling a regular expression for it cost 7.8 M instructions).
    static func knownOptions(_ command: any ParsableCommand.Type) -> [String] {
        let help = Array(command.helpMessage(columns: 400).utf8)
        var names: Set<String> = []
        var index = 0
        while index + 2 < help.count {
            guard help[index] == UInt8(ascii: "-"), help[index + 1] == UInt8(ascii: "-"), isLowercase(help[index + 2]) else {
                index += 1
                continue
            }
            var end = index + 3
            while end < help.count, isLowercase(help[end]) || isDigit(help[end]) || help[end] == UInt8(ascii: "-") { end += 1 }
            names.insert(String(decoding: help[index..<end], as: UTF8.self))
            index = end
        }
        return names.sorted()
    }

    private static func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// The closest name within a third of its length in edits (at least 2).
    static func nearest(_ name: String, among names: [String]) -> String? {
        Nearby.names(to: name, among: names, limit: 1, maxDistance: max(2, min(name.count, 64) / 3)).first
    }
}
