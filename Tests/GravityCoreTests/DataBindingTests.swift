import XCTest
import Foundation
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Data binding in Resolve (SPEC §8.1–8.2): interpolation, types, Repeat,
/// components reading their includer's data.
final class DataBindingTests: XCTestCase {
    static let data: DataValue = .object([
        "user": .object(["name": .string("Ada"), "isPro": .bool(false), "accent": .string("#ff0000"), "age": .number(36),
                         "address": .object(["street": .string("8 James St")])]),
        "users": .array([.object(["name": .string("Ada")]), .object(["name": .string("Grace")]),
                         .object(["name": .string("Linus")])]),
        "none": .array([]),
        "n": .number(5),
    ])

    private func resolve(_ xml: String, path: String = "d.xml", data: DataValue = DataBindingTests.data) throws -> (Element?, [String]) {
        var options = Resolver.Options()
        options.data = data
        let (element, diagnostics) = Resolver.resolve(try XMLReader.parse(SourceFile(path: path, text: xml)), options: options)
        return (element, diagnostics.map(\.description))
    }

    func testInterpolatesAttributesAndLabelText() throws {
        let (root, diagnostics) = try resolve("""
        <V spacing="{n * 2}" backgroundColor="{user.accent}">
            <Label text="Hello {user.name}, {n + 1} new"/>
            <Label>Age {user.age / 10}</Label>
            Bare {user.name}
        </V>
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.stack.spacing, 10)
        XCTAssertEqual(root?.appearance.backgroundColor, try Color.parse("#ff0000"))
        XCTAssertEqual(root?.children.map { $0.text?.text }, ["Hello Ada, 6 new", "Age 3.6", "Bare Ada"])
    }

    /// Issue #28: `{…}` in every text run of inline markup, and in a span's
    /// attributes, with each span's range following the interpolated text.
    func testInterpolatesEveryRunOfInlineMarkup() throws {
        let (root, diagnostics) = try resolve("""
        <V>
            <Label>Hello <b>{user.name}</b>, {n + 1} <i>new <span color="{user.accent}">{n}</span></i></Label>
            <Label><Label.text>Age <b>{user.age}</b></Label.text></Label>
        </V>
        """)
        XCTAssertEqual(diagnostics, [])
        let first = try XCTUnwrap(root?.children[0].text)
        // "Hello " is 6 bytes, "Ada" 3: bold 6..<9; "Hello Ada, 6 " is 13, "new " 4, "5" 1.
        XCTAssertEqual(first.text, "Hello Ada, 6 new 5")
        XCTAssertEqual(first.spans.map(\.range), [6..<9, 13..<17, 17..<18])
        XCTAssertEqual(first.spans[0].font.weight, 700)
        XCTAssertEqual(first.spans[2].color, try Color.parse("#ff0000"))
        let second = try XCTUnwrap(root?.children[1].text)
        XCTAssertEqual(second.text, "Age 36")
        XCTAssertEqual(second.spans.map(\.range), [4..<6])
    }

    func testAnUnknownKeyInInlineMarkupIsLocatedInItsRun() throws {
        let (_, diagnostics) = try resolve("""
        <V>
            <Label>Hello <b>{user.nmae}</b> and <i>x {nn}</i></Label>
            <Label><Label.text>a <u>{n}{user.agee}</u></Label.text></Label>
            <Label>b <span color="{user.acent}">c</span></Label>
        </V>
        """)
        XCTAssertEqual(diagnostics, [
            // Each error points at the key that is missing. Line 2: "Hello " is columns 12-17, `<b>` 18-20,
            // `{user.nmae}` starts at 21, so `nmae` at 27; `</b> and <i>` ends at 43, "x " is 44-45, `nn` at 47.
            "d.xml:2:27: error: unknown key 'user.nmae'; nearby: user.name, user.age, user.accent, user.isPro, user.address",
            "d.xml:2:47: error: unknown key 'nn'; nearby: n, none, user, users",
            // Line 3: `<Label.text>` ends at 23, "a " 24-25, `<u>` 26-28, `{n}` 29-31, `{user.` 32-37, `agee` at 38.
            "d.xml:3:38: error: unknown key 'user.agee'; nearby: user.age, user.name, user.accent, user.address, user.isPro",
            // Line 4: the value of color starts at column 27, `{user.` is 6 long: `acent` at 33.
            "d.xml:4:33: error: color: unknown key 'user.acent'; nearby: user.accent, user.age, user.name, user.address, user.isPro",
        ])
    }

    /// Issue #28: Layout's colour literals, functions and names in `{…}`
    /// give colour attributes their colour, exactly as written literally.
    func testColourExpressionsColourAttributes() throws {
        let (root, diagnostics) = try resolve("""
        <V backgroundColor="{sel ? #00f : #ccc}">
            <Z width="10" height="10" backgroundColor="{rgba(255, 255, 255, 1 - t)}" borderColor="{sel ? red : gray}"/>
            <Label text="{#0f0} {sel ? #00f : red}" textColor="{!sel ? #00f : rgb(0, 128, 255)}"/>
        </V>
        """, data: ["sel": true, "t": 0.25])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.appearance.backgroundColor, Color(red: 0, green: 0, blue: 1))
        // 1 - 0.25: alpha 0.75 exactly, as rgba(255, 255, 255, 0.75) written literally.
        XCTAssertEqual(root?.children[0].appearance.backgroundColor, Color(red: 1, green: 1, blue: 1, alpha: 0.75))
        XCTAssertEqual(root?.children[0].appearance.backgroundColor, try Color.parse("rgba(255, 255, 255, 0.75)"))
        XCTAssertEqual(root?.children[0].appearance.borderColor, try Color.parse("red"))
        // In text a colour reads as #rrggbbaa.
        XCTAssertEqual(root?.children[1].text?.text, "#00ff00ff #0000ffff")
        XCTAssertEqual(root?.children[1].text?.color, Color(red: 0, green: 128.0 / 255, blue: 1))
    }

    /// Layout's README samples verbatim: colour attributes are bare expressions there.
    func testLayoutsBareColourExpressions() throws {
        let (root, diagnostics) = try resolve("""
        <UIView backgroundColor="rgba(255, 255, 255, 1 - transparency)">
            <UILabel textColor="isSelected ? #00f : #ccc" text="a"/>
            <UILabel textColor="titleColor" text="b"/>
            <UILabel textColor="darkGray" text="c"/>
        </UIView>
        """, data: ["isSelected": false, "transparency": 0.5, "titleColor": "#1b2a4a"])
        XCTAssertEqual(diagnostics, [])
        // 1 - 0.5: white at alpha 0.5, as rgba(255, 255, 255, 0.5) written literally.
        XCTAssertEqual(root?.appearance.backgroundColor, Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        XCTAssertEqual(root?.children.map { $0.text?.color }, [
            Color(red: 0.8, green: 0.8, blue: 0.8),  // #ccc: 12 × 17 = 204 = 0.8 × 255
            try Color.parse("#1b2a4a"), try Color.parse("darkgray"),
        ])
    }

    func testABareColourExpressionErrorIsLocated() throws {
        let (_, diagnostics) = try resolve("""
        <V>
            <Label textColor="n == 2 ? #00f : nope" text="a"/>
            <Label textColor="zz" text="b"/>
        </V>
        """)
        XCTAssertEqual(diagnostics, [
            // The value starts at column 23; `nope` is 16 characters in (n is 5: the else branch is read).
            "d.xml:2:39: error: textColor: unknown key 'nope'; nearby: none, n, user, users",
            // One unknown name is no expression: the colour reader says what a colour is.
            "d.xml:3:23: error: textColor: 'zz' is not a colour (use #rgb, #rrggbb, #rrggbbaa, rgb(…), rgba(…) or a CSS colour name)",
        ])
    }

    func testHiddenByExpression() throws {
        let (root, diagnostics) = try resolve(#"<V><Label text="pro" hidden="{!user.isPro}"/><Label text="x" hidden="{user.isPro}"/></V>"#)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.map(\.hidden), [true, false])
    }

    func testUnknownKeyIsLocatedAtTheCharacter() throws {
        let (_, diagnostics) = try resolve("<V>\n  <Label text=\"Hi {user.nmae}\"/>\n</V>")
        XCTAssertEqual(diagnostics, ["d.xml:2:25: error: text: unknown key 'user.nmae'; nearby: user.name, user.age, user.accent, user.isPro, user.address"])
    }

    /// 400 unknown keys among 2,000 (8 s in `check` when each message
    /// searched every key, though 20 of a kind are printed): the first 20
    /// messages search for nearby keys, the rest say they did not. Counted
    /// in searches, not timed, so a loaded machine cannot fail it.
    func testNearbyKeysAreSearchedOnlyForPrintedMessages() throws {
        let keys = Dictionary(uniqueKeysWithValues: (0..<2_000).map { ("key\($0)", DataValue.string("v")) })
        var options = Resolver.Options()
        options.data = .object(["user": .object(keys)])
        // In attributes and in label bodies.
        let labels = (0..<200).map { "<Label text=\"{user.nokey\($0)}\"/><Label>{user.nokey\($0)}</Label>" }.joined()
        let xml = "<V>\(labels)</V>"
        let resolution = Resolver.resolveDocument(try XMLReader.parse(SourceFile(path: "d.xml", text: xml)), options: options)
        let messages = resolution.diagnostics.map(\.message)
        XCTAssertEqual(messages.filter { $0.contains("unknown key 'user.nokey") }.count, 400)
        XCTAssertEqual(messages.first, "text: unknown key 'user.nokey0'; nearby: user.key0, user.key1, user.key10, user.key2, user.key20")
        XCTAssertEqual(messages.filter { $0.contains("; nearby: ") }.count, Diagnostics.shownPerKind)
        XCTAssertEqual(messages.filter { $0.hasSuffix("; nearby keys are only searched for the first unknown keys") }.count, 400 - Diagnostics.shownPerKind)
        XCTAssertEqual(resolution.nearbySearches, Diagnostics.shownPerKind)
    }

    /// 5,000 misspelt colours (20 s of CPU in a debug `check` when every
    /// value was compared with every colour name, twice): only the 20
    /// printed messages search, in attributes and inline markup alike.
    func testNearbyColoursAreSearchedOnlyForPrintedMessages() throws {
        let labels = (0..<300).map { "<Label text=\"x\" textColor=\"systemBlu\($0)\"/><Label>a <span color=\"systemBlu\($0)\">b</span></Label>" }
        let resolution = Resolver.resolveDocument(try XMLReader.parse(SourceFile(path: "d.xml", text: "<V>\(labels.joined())</V>")))
        let messages = resolution.diagnostics.map(\.message)
        XCTAssertEqual(messages.filter { $0.contains("'systemBlu") }.count, 600)
        XCTAssertEqual(messages.first, "textColor: 'systemBlu0' is not a colour; did you mean 'systemBlue'?")
        XCTAssertEqual(messages.filter { $0.hasSuffix("did you mean 'systemBlue'?") }.count, Diagnostics.shownPerKind)
        XCTAssertEqual(resolution.colourSearches, Diagnostics.shownPerKind)
    }

    func testAFailedImageNameIsReportedOnce() throws {
        let (_, diagnostics) = try resolve(#"<V><Image image="Images/avatar-{user.handle}"/><Image/></V>"#)
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        XCTAssertTrue(diagnostics[0].hasPrefix("d.xml:1:38: error: image: unknown key 'user.handle'; nearby:"), diagnostics[0])
        XCTAssertEqual(diagnostics[1], "d.xml:1:48: error: <Image> needs an 'image' attribute naming a PNG")
    }

    func testWrongTypeDivisionByZeroAndSyntax() throws {
        let (_, diagnostics) = try resolve("""
        <V backgroundColor="{user.age}" spacing="{user.name}" hidden="{n}">
            <Label text="{n / (n - 5)}"/>
            <Label text="{n +}"/>
            <Label>{users}</Label>
        </V>
        """)
        XCTAssertEqual(diagnostics, [
            "d.xml:1:22: error: backgroundColor: expected a colour (#1b2a4a, rgba(…), a colour name or a string such as '#1b2a4a'), got a number (36)",
            "d.xml:1:43: error: spacing: expected a number, got a string ('Ada')",
            "d.xml:1:64: error: hidden: expected a boolean, got a number (5)",
            "d.xml:2:21: error: text: division by zero",
            "d.xml:3:22: error: text: expected a value, found the end",
            "d.xml:4:13: error: an array cannot be written as text; pick one of its values",
        ])
    }

    func testRepeatInstantiatesChildrenInTheParent() throws {
        let (root, diagnostics) = try resolve("""
        <V>
            <Label text="Team"/>
            <Repeat items="{users}" as="user">
                <Label text="{index + 1}. {user.name}"/>
                <Label text="{index == 0 ? 'first' : '-'}"/>
            </Repeat>
            <Repeat items="{none}"><Label text="never"/></Repeat>
        </V>
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.map { $0.text?.text }, ["Team", "1. Ada", "first", "2. Grace", "-", "3. Linus", "-"])
    }

    func testRepeatErrors() throws {
        let (_, diagnostics) = try resolve("""
        <H>
            <Repeat items="{user}" as="u"><Label text="x"/></Repeat>
            <Repeat items="users"><Label text="x"/></Repeat>
            <Repeat as="index" items="{users}"/>
            <Repeat/>
            <Repeat items="{users}" spacing="4"/>
        </H>
        """)
        XCTAssertEqual(diagnostics, [
            "d.xml:2:21: error: items: expected an array to repeat over, got an object",
            "d.xml:3:20: error: items on <Repeat> takes one expression in braces, such as items=\"{users}\"",
            "d.xml:4:17: error: as: 'index' is not a name expressions can use (letters, digits and _, not 'index')",
            "d.xml:5:5: error: <Repeat> needs items=\"{…}\", the array to repeat over",
            "d.xml:6:29: warning: unknown attribute 'spacing' on <Repeat> (it takes items and as)",
        ])
        let (_, rootRepeat) = try resolve(#"<Repeat items="{users}"/>"#)
        XCTAssertEqual(rootRepeat, ["d.xml:1:1: error: <Repeat> repeats elements inside a stack or layer, so it cannot be the root"])
    }

    func testNestedRepeatsAndSpacers() throws {
        let data: DataValue = .object(["rows": .array([.array([.number(1), .number(2)]), .array([.number(3)])])])
        let (root, diagnostics) = try resolve("""
        <V><Repeat items="{rows}" as="row"><H><Repeat items="{row}" as="cell"><Label text="{cell}"/><Spacer size="{index}"/></Repeat></H></Repeat></V>
        """, data: data)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.map { $0.children.compactMap { $0.text?.text } }, [["1", "2"], ["3"]])
        XCTAssertEqual(root?.children[0].children.map(\.kind), [.label, .spacer, .label, .spacer])
    }

    func testNoDataMeansLiteralTextStaysLiteral() throws {
        let (root, diagnostics) = try resolve(#"<Label text="Plain } text"/>"#, data: .object([:]))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.text?.text, "Plain } text")
    }
}
