import XCTest
import GravityDocument
@testable import GravityResolve
@testable import GravityValues

/// `Localizable.stringsdict` plurals (SPEC §14.3): Apple's property list,
/// forms chosen by CLDR's rules for the locale, `{strings.KEY(count)}`.
final class StringsDictFileTests: XCTestCase {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    /// Xcode's template for a plural, with `%d` in each form.
    static let files = plist("""
        <key>Files</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@ in %@</string>
            <key>files</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>zero</key>
                <string>No files</string>
                <key>one</key>
                <string>%d file</string>
                <key>few</key>
                <string>%d files (few)</string>
                <key>many</key>
                <string>%d files (many)</string>
                <key>other</key>
                <string>%d files</string>
            </dict>
        </dict>
        """)

    private func parse(_ text: String) throws -> [String: PluralString] {
        try StringsDictFile.parse(path: "Localizable.stringsdict", bytes: Array(text.utf8))
    }

    private func format(_ key: String, _ arguments: [DataValue], locale: String?, in text: String = StringsDictFileTests.files) throws -> String {
        let entry = try XCTUnwrap(try parse(text)[key])
        return try LocalizedFormat.apply(entry.format, arguments: arguments, plural: (entry, try XCTUnwrap(PluralRules(locale: locale))))
    }

    func testFormsByLocale() throws {
        let folder: DataValue = .string("Documents")
        // English: zero (Apple's rule for a whole 0 when the form is written), one, other.
        XCTAssertEqual(try format("Files", [.number(0), folder], locale: nil), "No files in Documents")
        XCTAssertEqual(try format("Files", [.number(1), folder], locale: "en"), "1 file in Documents")
        XCTAssertEqual(try format("Files", [.number(21), folder], locale: "en-GB"), "21 files in Documents")
        // Russian: 1, 21 one; 2–4, 22 few; 5, 11, 12 many.
        XCTAssertEqual(try [1, 21, 2, 22, 5, 11, 12, 111].map { try format("Files", [.number($0), folder], locale: "ru") }, [
            "1 file in Documents", "21 file in Documents", "2 files (few) in Documents", "22 files (few) in Documents",
            "5 files (many) in Documents", "11 files (many) in Documents", "12 files (many) in Documents", "111 files (many) in Documents",
        ])
        // Polish: 1 one; 22 few; 12 and 25 many.
        XCTAssertEqual(try [1, 22, 12, 25].map { try format("Files", [.number($0), folder], locale: "pl_PL") },
                       ["1 file in Documents", "22 files (few) in Documents", "12 files (many) in Documents", "25 files (many) in Documents"])
        // French: 0 is one when no zero form would apply; a whole million is many.
        XCTAssertEqual(try format("Files", [.number(1_000_000), folder], locale: "fr"), "1000000 files (many) in Documents")
        // Japanese: other only (0 still takes the written zero form).
        XCTAssertEqual(try format("Files", [.number(1), folder], locale: "ja"), "1 files in Documents")
    }

    func testPluralRulesTable() throws {
        func categories(_ locale: String, _ numbers: [Double], fractionDigits: Int = 0) throws -> [PluralCategory] {
            let rules = try XCTUnwrap(PluralRules(locale: locale))
            return numbers.map { rules.category(of: $0, fractionDigits: fractionDigits) }
        }
        XCTAssertEqual(try categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 103]), [.zero, .one, .two, .few, .few, .many, .many, .other, .few])
        XCTAssertEqual(try categories("cs", [1, 3, 5]), [.one, .few, .other])
        XCTAssertEqual(try categories("cs", [1.5], fractionDigits: 1), [.many])
        XCTAssertEqual(try categories("he", [1, 2, 3]), [.one, .two, .other])
        XCTAssertEqual(try categories("fr", [0, 1, 2]), [.one, .one, .other])
        XCTAssertEqual(try categories("fr", [1.5], fractionDigits: 1), [.one])
        XCTAssertEqual(try categories("en", [1], fractionDigits: 1), [.other])  // "1.0 files"
        XCTAssertEqual(try categories("es", [1, 2_000_000]), [.one, .many])
        XCTAssertEqual(try categories("pt-PT", [0, 1]), [.other, .one])
        XCTAssertEqual(try categories("pt-BR", [0, 1]), [.one, .one])
        XCTAssertEqual(try categories("hi", [0, 1, 2]), [.one, .one, .other])
        XCTAssertNil(PluralRules(locale: "xx"))
        XCTAssertEqual(PluralRules(locale: nil)?.language, "en")
    }

    func testFormatsArguments() throws {
        XCTAssertEqual(try LocalizedFormat.apply("Hello %s, you have %i new messages", arguments: [.string("Ada"), .number(3)]),
                       "Hello Ada, you have 3 new messages")
        XCTAssertEqual(try LocalizedFormat.apply("%2$@ %1$05.1f%% %3$x", arguments: [.number(2.25), .string("at"), .number(255)]),
                       "at 002.2% ff")
        XCTAssertEqual(try LocalizedFormat.apply("%-4@|%4@|%ld", arguments: [.string("a"), .string("b"), .number(-7)]), "a   |   b|-7")
        let failures: [(String, [DataValue], String)] = [
            ("%d", [.number(1.5)], "%d needs a whole number for argument 1, got 1.5"),
            ("%d %d", [.number(1)], "the format takes argument 2, but 1 is given"),
            ("%k", [.number(1)], "%k is not a supported conversion (d i u x X o f e g @ s, %#@variable@)"),
            ("50%", [], "the format ends in a lone '%' (write %% for a percent sign)"),
            ("%d", [.string("x")], "%d needs a number for argument 1, got a string ('x')"),
            ("%#@n@", [.number(1)], "%#@n@ names a plural variable; only a .stringsdict entry defines them"),
        ]
        for (format, arguments, message) in failures {
            XCTAssertThrowsError(try LocalizedFormat.apply(format, arguments: arguments), format) { error in
                XCTAssertEqual((error as? LocalizedFormat.Failure)?.message, message)
            }
        }
        XCTAssertThrowsError(try format("Files", [.number(2.5), .string("x")], locale: "en")) { error in
            XCTAssertEqual((error as? LocalizedFormat.Failure)?.message, "%#@files@ counts whole numbers (NSStringFormatValueTypeKey d), got 2.5")
        }
    }

    func testProblemsAreLocated() {
        let variable = { (forms: String) in
            Self.plist("""
            <key>K</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@n@</string>
                <key>n</key>
                <dict>
            \(forms)
                </dict>
            </dict>
            """)
        }
        let spec = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        let cases: [(String, String)] = [
            ("<plist><array/></plist>", "Localizable.stringsdict:1:8: error: <plist> must hold one <dict> of strings"),
            ("<dict/>", "Localizable.stringsdict:1:1: error: a .stringsdict file is a property list: expected <plist>, found <dict>"),
            ("<!DOCTYPE plist [<!ENTITY a \"b\">]><plist/>", "Localizable.stringsdict:1:17: error: a DTD with declarations is not allowed in a .stringsdict file (entities are never expanded)"),
            (Self.plist("<key>K</key><string>x</string>"), "Localizable.stringsdict:5:13: error: the value of 'K' must be a <dict> with NSStringLocalizedFormatKey, found <string>"),
            (Self.plist("<key>K</key><dict></dict>"), "Localizable.stringsdict:5:1: error: 'K' has no NSStringLocalizedFormatKey (the format naming its variables as %#@name@)"),
            (Self.plist("<key>K</key>"), "Localizable.stringsdict:5:1: error: the key 'K' has no value"),
            (variable(spec), "Localizable.stringsdict:9:5: error: the variable 'n' has no 'other' form (every language's plural rules end in 'other')"),
            (variable(spec + "<key>ones</key><string>x</string>"), "Localizable.stringsdict:11:76: error: unknown plural form 'ones' in 'n' (forms: zero, one, two, few, many, other)"),
            (variable("<key>other</key><string>x</string>"), "Localizable.stringsdict:9:5: error: the variable 'n' has no NSStringFormatSpecTypeKey (NSStringPluralRuleType)"),
            (variable(spec + "<key>other</key><string>%#@m@</string>"), "Localizable.stringsdict:8:5: error: 'K' names the variable %#@m@, which it does not define"),
            (variable(spec + "<key>NSStringFormatValueTypeKey</key><string>@</string><key>other</key><string>x</string>"),
             "Localizable.stringsdict:9:5: error: the variable 'n' counts with NSStringFormatValueTypeKey '@'; a count is a number (d, i, u, ld, f, …)"),
            (Self.plist("<key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n</string></dict>"),
             "Localizable.stringsdict:5:56: error: 'K': %#@n is not closed by '@'"),
            (Self.plist("<key>K</key><dict><key>NSStringVariableWidthRuleType</key><dict/></dict>"),
             "Localizable.stringsdict:5:19: error: NSStringVariableWidthRuleType is not supported (only plural variables, NSStringPluralRuleType)"),
            ("<plist><dict><key>K</key>", "Localizable.stringsdict:1:15: error: "),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try parse(text), expected) { error in
                let diagnostic = error as? Diagnostic
                let location = diagnostic?.location.map { "\($0.file):\($0.line):\($0.column): error: " } ?? ""
                let found = location + (diagnostic?.message ?? "\(error)")
                // The last case: the XML reader's own message for an unclosed element.
                if expected.hasSuffix("error: ") { XCTAssertTrue(found.hasPrefix("Localizable.stringsdict:"), found) } else { XCTAssertEqual(found, expected) }
            }
        }
    }

    /// `{strings.KEY(count)}` through the resolver: the plural's form, a
    /// `.strings` format filled in, and the located errors.
    func testLayoutExpressions() throws {
        var options = Resolver.Options()
        options.data = .object(["strings": .object(["Greeting": .string("Hello %@, %d new"), "Plain": .string("plain")]),
                                "n": .number(2), "name": .string("Ada")])
        options.plurals = PluralTable(entries: try parse(Self.files), locale: "ru")
        let xml = """
            <V>
                <Label text="{strings.Files(n, 'Docs')}"/>
                <Label text="{`strings.Greeting`(name, n + 1)}"/>
                <Label text="{strings.Plain}"/>
                <Label text="{strings.Files}"/>
                <Label text="{strings.Missing(1)}"/>
                <Label text="{strings.Greeting(name)}"/>
            </V>
            """
        let (root, diagnostics) = Resolver.resolve(try XMLReader.parse(SourceFile(path: "d.xml", text: xml)), options: options)
        XCTAssertEqual(root?.children.prefix(3).map { $0.text?.text }, ["2 files (few) in Docs", "Hello Ada, 3 new", "plain"])
        XCTAssertEqual(diagnostics.map(\.description), [
            "d.xml:5:19: error: text: strings.Files is a plural (Localizable.stringsdict): give its count, strings.Files(count)",
            "d.xml:6:19: error: text: unknown localized string 'Missing' (not in Localizable.strings or Localizable.stringsdict)",
            "d.xml:7:19: error: text: strings.Greeting: the format takes argument 2, but 1 is given",
        ])
    }
}
