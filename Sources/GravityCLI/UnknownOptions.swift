import ArgumentParser
import Foundation

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
        let known = Set(knownOptions(command))
        guard let unknown = candidates.first(where: { $0.count > 1 && $0.hasPrefix("-") && !known.contains(String($0.prefix { $0 != "=" }))
                                                      && !FileManager.default.fileExists(atPath: $0) }) else { return }
        let name = String(unknown.prefix { $0 != "=" })
        var message = "unknown option '\(name)'"
        if let near = nearest(name, among: known.sorted()) { message += "; did you mean '\(near)'?" }
        throw ValidationError(message)
    }

    /// The long options the command's help lists.
    static func knownOptions(_ command: any ParsableCommand.Type) -> [String] {
        let help = command.helpMessage(columns: 400)
        guard let pattern = try? NSRegularExpression(pattern: "--[a-z][a-z0-9-]*") else { return [] }
        let matches = pattern.matches(in: help, range: NSRange(help.startIndex..., in: help))
        return Array(Set(matches.compactMap { Range($0.range, in: help).map { String(help[$0]) } })).sorted()
    }

    /// The closest name within a third of its length in edits (at least 2).
    static func nearest(_ name: String, among names: [String]) -> String? {
        let target = Array(name.prefix(64))
        let scored = names.map { (distance(target, Array($0)), $0) }.min { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        guard let (best, candidate) = scored, best <= max(2, target.count / 3) else { return nil }
        return candidate
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
