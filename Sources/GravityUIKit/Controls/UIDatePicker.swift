import Foundation
import GravityCore
import GravityRender

/// `<UIDatePicker date="2026-12-07 09:41" datePickerMode="dateAndTime"/>`:
/// iOS 17's date picker in its compact style (`preferredDatePickerStyle`
/// `compact` or `automatic`, which is compact in a row): the date and the
/// time as pills, `tertiarySystemFill` with 6-point corners, 34 points high,
/// text in `label` (system 17; the date in the tint when `isHighlighted`, as
/// when its calendar is open), 8 points apart. `datePickerMode` `date`,
/// `time` or `dateAndTime` (the default). `date` is `yyyy-MM-dd`,
/// `yyyy-MM-dd HH:mm` or `HH:mm`; without one the picker shows 9 January
/// 2007, 9:41 (a snapshot never reads the clock). Formatted in en_US, as
/// the simulator's default locale shows it (`Jan 9, 2007`, `9:41 AM`).
/// The wheels and inline styles are not drawn: an error says so.
public struct UIDatePickerElement: DrawableElement {
    public static let elementName = "UIDatePicker"
    public static let attributeNames = ["date", "datePickerMode", "preferredDatePickerStyle", "locale"] + ControlState.attributeNames
        + ControlFont.attributeNames
    static let modes = ["date", "time", "dateAndTime"]

    public var dateText: String
    public var timeText: String
    public var mode: String
    public var state: ControlState
    var built: [Element]

    public init(attributes: CustomAttributes) throws {
        mode = try attributes.choice("datePickerMode", among: Self.modes) ?? "dateAndTime"
        let style = try attributes.choice("preferredDatePickerStyle", among: ["automatic", "compact", "inline", "wheels"]) ?? "automatic"
        guard style == "automatic" || style == "compact" else {
            throw CustomAttributeError(name: "preferredDatePickerStyle", message: "the \(style) style is not drawn; only compact (and automatic, which is compact) is")
        }
        if let locale = attributes.string("locale"), locale != "en_US" {
            throw CustomAttributeError(name: "locale", message: "'\(locale)': dates are formatted in en_US only")
        }
        state = try ControlState(attributes)
        let parts = try attributes.value("date", Self.parse) ?? (2007, 1, 9, 9, 41)
        dateText = "\(Self.months[parts.1 - 1]) \(parts.2), \(parts.0)"
        let hour12 = parts.3 % 12 == 0 ? 12 : parts.3 % 12
        timeText = "\(hour12):" + (parts.4 < 10 ? "0" : "") + "\(parts.4) " + (parts.3 < 12 ? "AM" : "PM")
        let font = try ControlFont.font(attributes, .body)
        var textColor = attributes.semanticColor("label")
        if !state.isEnabled { textColor = textColor.withAlpha(0.3) }
        var pills: [Element] = []
        if mode != "time" {
            pills.append(Self.pill(dateText, font: font, color: state.isHighlighted ? attributes.tintColor : textColor, attributes))
        }
        if mode != "date" { pills.append(Self.pill(timeText, font: font, color: textColor, attributes)) }
        if attributes.isRightToLeft { pills.reverse() }
        var row = ContentElements.row(at: attributes.location, width: .auto, height: .auto, pills)
        row.stack.spacing = 8
        built = [row]
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or `HH:mm` (the date then 9 Jan 2007).
    static func parse(_ text: String) throws -> (Int, Int, Int, Int, Int) {
        let pieces = text.split(separator: " ").map(String.init)
        var date = (2007, 1, 9), time = (9, 41)
        var datePart: String?, timePart: String?
        switch pieces.count {
        case 1 where pieces[0].contains(":"): timePart = pieces[0]
        case 1: datePart = pieces[0]
        case 2: (datePart, timePart) = (pieces[0], pieces[1])
        default: throw CustomAttributeError(name: "date", message: "'\(text)' is not yyyy-MM-dd, yyyy-MM-dd HH:mm or HH:mm")
        }
        if let datePart {
            let numbers = datePart.split(separator: "-").compactMap { Int($0) }
            guard numbers.count == 3, (1...9999).contains(numbers[0]), (1...12).contains(numbers[1]),
                  (1...Self.days(inMonth: numbers[1], year: numbers[0])).contains(numbers[2]) else {
                throw CustomAttributeError(name: "date", message: "'\(datePart)' is not a date (yyyy-MM-dd)")
            }
            date = (numbers[0], numbers[1], numbers[2])
        }
        if let timePart {
            let numbers = timePart.split(separator: ":").compactMap { Int($0) }
            guard numbers.count == 2, (0...23).contains(numbers[0]), (0...59).contains(numbers[1]) else {
                throw CustomAttributeError(name: "date", message: "'\(timePart)' is not a time (HH:mm, 24-hour)")
            }
            time = (numbers[0], numbers[1])
        }
        return (date.0, date.1, date.2, time.0, time.1)
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// A 34-point pill of `text`, 11 points of padding a side.
    static func pill(_ text: String, font: FontRequest, color: Color, _ attributes: CustomAttributes) -> Element {
        var pill = ContentElements.layer(at: attributes.location)
        pill.size.minHeight = .points(34)
        pill.padding = Insets(top: 6, right: 11, bottom: 6, left: 11)
        pill.appearance.backgroundColor = attributes.semanticColor("tertiarySystemFill")
        pill.appearance.cornerRadius = 6
        pill.children = [attributes.label(text, font: font, color: color)]
        return pill
    }

    public var content: [Element] { built }
    public var frameState: [FrameStateEntry] {
        var state: [FrameStateEntry] = [FrameStateEntry("datePickerMode", .text(mode))]
        if mode != "time" { state.append(FrameStateEntry("date", .text(dateText))) }
        if mode != "date" { state.append(FrameStateEntry("time", .text(timeText))) }
        return state + self.state.frameState
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] { [] }
}
