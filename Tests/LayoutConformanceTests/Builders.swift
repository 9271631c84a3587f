import GravityCore

/// `text` as an XML attribute value (between double quotes).
func xmlValue(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
}

/// Layout's `LayoutExpression(doubleExpression:)` and `parseExpression`:
/// the expression as the width of view `v` in a 100 × 100 parent.
func numberCase(_ test: String, _ expression: String, _ checks: [Check], data: String? = nil, gap: String? = nil) -> LayoutCase {
    LayoutCase(test: test, xml: """
    <UIView width="100" height="100"><UIView id="v" width="\(xmlValue(expression))" height="10"/></UIView>
    """, data: data, checks: checks, gap: gap)
}

/// Layout's `LayoutExpression(stringExpression:)` and `parseStringExpression`:
/// the expression as the text of label `l`.
func stringCase(_ test: String, _ expression: String, _ checks: [Check], data: String? = nil, gap: String? = nil) -> LayoutCase {
    LayoutCase(test: test, xml: """
    <UIView width="300" height="100"><UILabel id="l" text="\(xmlValue(expression))"/></UIView>
    """, data: data, checks: checks, gap: gap)
}

/// Layout's `LayoutExpression(colorExpression:)`: the background of view `v`.
func colorCase(_ test: String, _ expression: String, _ checks: [Check], data: String? = nil, gap: String? = nil) -> LayoutCase {
    LayoutCase(test: test, xml: """
    <UIView width="100" height="100"><UIView id="v" backgroundColor="\(xmlValue(expression))"/></UIView>
    """, data: data, checks: checks, gap: gap)
}

/// Layout's `LayoutExpression(fontExpression:)`: the font of label `l`.
func fontCase(_ test: String, _ expression: String, _ checks: [Check], data: String? = nil, gap: String? = nil) -> LayoutCase {
    LayoutCase(test: test, xml: """
    <UIView width="300" height="100"><UILabel id="l" text="Abc" font="\(xmlValue(expression))"/></UIView>
    """, data: data, checks: checks, gap: gap)
}

/// Layout's `node.value(forSymbol: name) == value` after setting `attributes`:
/// view `v` reads its own property back (`width = name == value ? 10 : 20`).
func ownValueCase(_ test: String, attributes: String, read name: String, equals value: String, gap: String? = nil) -> LayoutCase {
    LayoutCase(test: test, xml: """
    <UIView width="100" height="100"><UIView id="v" \(attributes) width="\(xmlValue("\(name) == \(value) ? 10 : 20"))" height="10"/></UIView>
    """, checks: [.noError, .width("v", 10)], gap: gap)
}

/// Layout's default font size (`UIFont.defaultSize`, 17).
func system(_ weight: Int = 400, italic: Bool = false, size: Double = 17) -> FontRequest {
    FontRequest(family: "System", size: size, weight: weight, italic: italic)
}

let red = Color(red: 1, green: 0, blue: 0)
let white = Color(red: 1, green: 1, blue: 1)
