import XCTest
import RequiredTools
@testable import GravityText

/// `EmojiPresentation.ranges` is Unicode's Emoji_Presentation property,
/// neighbouring ranges merged: checked against emoji-data.txt of Debian's
/// `unicode-data` (Emoji 15.0 in Debian 12), so the table is written once
/// and a newer Unicode shows here as a failure naming the first difference.
final class EmojiPresentationTests: XCTestCase {
    static let path = "/usr/share/unicode/emoji/emoji-data.txt"

    func testTheTableIsEmojiDataMerged() throws {
        guard let text = try? String(contentsOfFile: Self.path, encoding: .utf8) else {
            try RequiredTools.missingTool("\(Self.path) (Debian's unicode-data; `make test` installs it)")
        }
        var ranges: [ClosedRange<UInt32>] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, fields[1] == "Emoji_Presentation" else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            ranges.append(bounds[0]...bounds[bounds.count - 1])
        }
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, last.upperBound + 1 == range.lowerBound {
                merged[merged.count - 1] = last.lowerBound...range.upperBound
            } else {
                merged.append(range)
            }
        }
        XCTAssertGreaterThan(merged.count, 50)
        let hex = { (r: ClosedRange<UInt32>) in String(r.lowerBound, radix: 16, uppercase: true) + "..." + String(r.upperBound, radix: 16, uppercase: true) }
        let firstDifference = zip(merged, EmojiPresentation.ranges).first { $0 != $1 }
        XCTAssertNil(firstDifference, "emoji-data.txt: \(firstDifference.map { hex($0.0) } ?? ""), table: \(firstDifference.map { hex($0.1) } ?? "")")
        XCTAssertEqual(merged.count, EmojiPresentation.ranges.count)
        // The lookup agrees with the table at each range's ends and just outside.
        for range in merged {
            XCTAssertTrue(EmojiPresentation.isEmoji(Unicode.Scalar(range.lowerBound)!))
            XCTAssertTrue(EmojiPresentation.isEmoji(Unicode.Scalar(range.upperBound)!))
            let after = range.upperBound + 1
            XCTAssertFalse(EmojiPresentation.isEmoji(Unicode.Scalar(after)!), hex(after...after))
        }
    }
}
