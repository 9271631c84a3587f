import Foundation
import GravityValues

/// The printf formats of localized strings (Layout's parameterized
/// `{strings.KEY(a, b)}`, and `.stringsdict` plurals): `%d %i %u %x %X %o`
/// (with `h hh l ll q z t j` length modifiers), `%f %e %g` (`%.2f`),
/// `%@ %s`, `%%`, positions `%2$d`, flags and widths, and `%#@VAR@`, a
/// plural variable. Numbers are written as the C locale writes them.
public enum LocalizedFormat {
    /// A `%…` in a format.
    enum Specifier: Hashable {
        /// `%%`.
        case percent
        /// `%#@name@` (position, when written `%2$#@name@`).
        case variable(String, position: Int?)
        /// A conversion: `%2$-8.3lf` is position 2, flags `-`, width `8`,
        /// precision `3`, conversion `f`.
        case value(position: Int?, flags: String, width: String, precision: String, conversion: Character)
    }

    /// A malformed format or argument.
    public struct Failure: Error, Hashable {
        /// What is wrong.
        public var message: String
    }

    static let integers: Set<Character> = ["d", "i", "u", "x", "X", "o"]
    static let floats: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
    static let lengths: Set<Character> = ["h", "l", "q", "z", "t", "j", "L"]

    /// Whether a `NSStringFormatValueTypeKey` (`d`, `ld`, `f`) converts a number.
    static func isNumberConversion(_ type: String) -> Bool {
        guard let last = type.last, integers.contains(last) || floats.contains(last) else { return false }
        return type.dropLast().allSatisfy { lengths.contains($0) }
    }

    /// Whether a value type counts whole numbers (the `zero` form applies to 0).
    static func isIntegerConversion(_ type: String?) -> Bool {
        guard let type, let last = type.last else { return false }
        return integers.contains(last)
    }

    /// The specifiers in order, with the literal text between them dropped.
    static func specifiers(in format: String) throws(Failure) -> [Specifier] {
        var found: [Specifier] = []
        var scanner = Scanner(Array(format))
        while let next = try scanner.next() {
            if case .specifier(let specifier) = next { found.append(specifier) }
        }
        return found
    }

    enum Piece {
        case literal(String)
        case specifier(Specifier)
    }

    struct Scanner {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) { self.characters = characters }

        mutating func next() throws(Failure) -> Piece? {
            guard index < characters.count else { return nil }
            guard characters[index] == "%" else {
                var literal = ""
                while index < characters.count, characters[index] != "%" { literal.append(characters[index]); index += 1 }
                return .literal(literal)
            }
            index += 1
            guard index < characters.count else { throw Failure(message: "the format ends in a lone '%' (write %% for a percent sign)") }
            if characters[index] == "%" { index += 1; return .specifier(.percent) }
            // %[n$]
            var position: Int?
            var digits = ""
            var look = index
            while look < characters.count, characters[look].isASCII, characters[look].isNumber { digits.append(characters[look]); look += 1 }
            if !digits.isEmpty, look < characters.count, characters[look] == "$" {
                guard let n = Int(digits), n >= 1, n <= 99 else { throw Failure(message: "the argument position %\(digits)$ is not 1…99") }
                position = n
                index = look + 1
            }
            if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@" {
                index += 2
                var name = ""
                while index < characters.count, characters[index] != "@" { name.append(characters[index]); index += 1 }
                guard index < characters.count, !name.isEmpty else { throw Failure(message: "%#@\(name) is not closed by '@'") }
                index += 1
                return .specifier(.variable(name, position: position))
            }
            var flags = "", width = "", precision = ""
            while index < characters.count, "-+ 0#'".contains(characters[index]) { flags.append(characters[index]); index += 1 }
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { width.append(characters[index]); index += 1 }
            if index < characters.count, characters[index] == "." {
                precision = "."
                index += 1
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { precision.append(characters[index]); index += 1 }
            }
            guard width.count <= 3, precision.count <= 3 else { throw Failure(message: "a width or precision over 999 in a format") }
            while index < characters.count, LocalizedFormat.lengths.contains(characters[index]) { index += 1 }
            guard index < characters.count else { throw Failure(message: "the format ends inside a '%' conversion") }
            let conversion = characters[index]
            index += 1
            guard LocalizedFormat.integers.contains(conversion) || LocalizedFormat.floats.contains(conversion) || conversion == "@" || conversion == "s" else {
                throw Failure(message: "%\(conversion) is not a supported conversion (d i u x X o f e g @ s, %#@variable@)")
            }
            return .specifier(.value(position: position, flags: flags.replacingOccurrences(of: "'", with: ""), width: width,
                                     precision: precision, conversion: conversion))
        }
    }

    /// `format` with the arguments in place; `plural` gives the entry's
    /// variables and the rules that choose their forms. Throws `Failure`
    /// for a malformed format, a missing argument or one of the wrong type.
    public static func apply(_ format: String, arguments: [DataValue], plural: (PluralString, PluralRules)? = nil) throws(Failure) -> String {
        var counter = 0, expansions = 0
        return try render(format, arguments: arguments, plural: plural, counter: &counter, expansions: &expansions,
                          variableArgument: nil, depth: 0)
    }

    private static func render(_ format: String, arguments: [DataValue], plural: (PluralString, PluralRules)?,
                               counter: inout Int, expansions: inout Int, variableArgument: Int?, depth: Int) throws(Failure) -> String {
        var scanner = Scanner(Array(format))
        var output = ""
        func argument(_ position: Int?, default fallback: Int?) throws(Failure) -> (Int, DataValue) {
            let index: Int
            if let position { index = position - 1 } else if let fallback { index = fallback } else { index = counter; counter += 1 }
            guard index < arguments.count else {
                throw Failure(message: "the format takes argument \(index + 1), but \(arguments.count) \(arguments.count == 1 ? "is" : "are") given")
            }
            return (index, arguments[index])
        }
        while let piece = try scanner.next() {
            switch piece {
            case .literal(let text): output += text
            case .specifier(.percent): output += "%"
            case .specifier(.variable(let name, let position)):
                guard let (entry, rules) = plural, let variable = entry.variables[name] else {
                    throw Failure(message: "%#@\(name)@ names a plural variable; only a .stringsdict entry defines them")
                }
                guard depth < 4 else { throw Failure(message: "plural variables nest more than 4 deep") }
                // Forms that name variables many times would multiply at each level.
                expansions += 1
                guard expansions <= 1000 else { throw Failure(message: "the format expands more than 1000 plural variables") }
                let (index, value) = try argument(position, default: nil)
                guard case .number(let count) = value else {
                    throw Failure(message: "%#@\(name)@ counts with a number, got \(value.described)")
                }
                let form = try chooseForm(variable, count: count, rules: rules, name: name)
                output += try render(form, arguments: arguments, plural: plural, counter: &counter, expansions: &expansions,
                                     variableArgument: index, depth: depth + 1)
            case .specifier(.value(let position, let flags, let width, let precision, let conversion)):
                let (index, value) = try argument(position, default: variableArgument)
                output += try convert(value, flags: flags, width: width, precision: precision, conversion: conversion, index: index)
            }
            guard output.utf8.count <= 1 << 20 else { throw Failure(message: "the formatted string is over 1 MiB") }
        }
        return output
    }

    /// The form of `count`: `zero` for a whole 0 of an integer type when
    /// written (Apple's rule, in any language), else the CLDR category's
    /// form, else `other`.
    static func chooseForm(_ variable: PluralString.Variable, count: Double, rules: PluralRules, name: String) throws(Failure) -> String {
        let integerType = variable.valueType.map { isIntegerConversion($0) } ?? (count == count.rounded())
        if integerType, count != count.rounded() {
            throw Failure(message: "%#@\(name)@ counts whole numbers (NSStringFormatValueTypeKey \(variable.valueType ?? "d")), got \(jsonNumber(count))")
        }
        if integerType, count == 0, let zero = variable.forms[.zero] { return zero }
        let category = rules.category(of: count, fractionDigits: integerType ? 0 : fractionDigits(count))
        return variable.forms[category] ?? variable.forms[.other] ?? ""
    }

    /// Visible fraction digits of the shortest decimal form (`2.5` → 1).
    static func fractionDigits(_ value: Double) -> Int {
        let text = "\(value)"
        guard !text.contains("e"), let dot = text.firstIndex(of: ".") else { return 0 }
        let fraction = text[text.index(after: dot)...]
        return fraction == "0" ? 0 : fraction.count
    }

    private static func convert(_ value: DataValue, flags: String, width: String, precision: String, conversion: Character,
                                index: Int) throws(Failure) -> String {
        let argumentName = "argument \(index + 1)"
        switch conversion {
        case "@", "s":
            let text: String
            switch value {
            case .null: text = ""
            case .bool(let bool): text = bool ? "true" : "false"
            case .number(let number): text = jsonNumber(number)
            case .string(let string): text = string
            case .color(let color): text = color.expressionText
            case .array, .object: throw Failure(message: "\(argumentName) is \(value.typeName), which cannot be written as text")
            }
            let pad = max(0, (Int(width) ?? 0) - text.count)
            return flags.contains("-") ? text + String(repeating: " ", count: pad) : String(repeating: " ", count: pad) + text
        default:
            guard case .number(let number) = value else {
                throw Failure(message: "%\(conversion) needs a number for \(argumentName), got \(value.described)")
            }
            let spec = "%" + flags + width + precision
            if integers.contains(conversion) {
                guard number == number.rounded(), Swift.abs(number) < 9e18 else {
                    throw Failure(message: "%\(conversion) needs a whole number for \(argumentName), got \(jsonNumber(number))")
                }
                return String(format: spec + "l" + String(conversion), Int(number))
            }
            guard number.isFinite else { throw Failure(message: "\(argumentName) is not a finite number") }
            return String(format: spec + String(conversion), number)
        }
    }
}
