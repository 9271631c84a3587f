import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// `--variants` specs, the combinations they list and the names of those.
final class VariantMatrixTests: XCTestCase {
    let devices = ["iPhone SE", "iPhone 15 Pro", "iPad Pro 11-inch"]

    func testTheFullSpecListsEveryCombinationFirstAxisSlowest() throws {
        let matrix = try VariantMatrix.parse("appearance=light,dark; contentSize=L,AX3; direction=ltr,rtl; "
                                             + "device=iPhone SE,iPhone 15 Pro; orientation=portrait,landscape", devices: devices)
        XCTAssertEqual(matrix.count, 32)
        XCTAssertEqual(matrix.axes, [.appearance, .contentSize, .direction, .device, .orientation])
        let names = matrix.variants.map(\.name)
        XCTAssertEqual(names.count, 32)
        XCTAssertEqual(Set(names).count, 32)
        XCTAssertEqual(names.first, "light.L.ltr.iPhone-SE.portrait")
        XCTAssertEqual(names[1], "light.L.ltr.iPhone-SE.landscape")
        XCTAssertEqual(names[2], "light.L.ltr.iPhone-15-Pro.portrait")
        XCTAssertEqual(names.last, "dark.AX3.rtl.iPhone-15-Pro.landscape")
        XCTAssertEqual(matrix.description, "appearance=light,dark; contentSize=L,AX3; direction=ltr,rtl; "
                                           + "device=iPhone SE,iPhone 15 Pro; orientation=portrait,landscape")
        XCTAssertEqual(try VariantMatrix.parse(matrix.description, devices: devices), matrix)
    }

    func testOnlyListedAxesAreSetAndNamedInAnyOrder() throws {
        let matrix = try VariantMatrix.parse(" direction = rtl ; appearance=DARK,light;", devices: devices)
        XCTAssertEqual(matrix.variants, [Variant(appearance: .dark, direction: .rtl), Variant(appearance: .light, direction: .rtl)])
        XCTAssertEqual(matrix.variants.map { $0.fileStem("Settings") }, ["Settings.dark.rtl", "Settings.light.rtl"])
        XCTAssertEqual(Variant().fileStem("Settings"), "Settings")
    }

    func testDevicesMatchByNameOrSlugAndKeepTheTableSpelling() throws {
        let matrix = try VariantMatrix.parse("device=iphone se, iPad-Pro-11-inch", devices: devices)
        XCTAssertEqual(matrix.device, ["iPhone SE", "iPad Pro 11-inch"])
        XCTAssertEqual(matrix.variants.map(\.name), ["iPhone-SE", "iPad-Pro-11-inch"])
        XCTAssertEqual(Variant.slug("iPhone SE (3rd generation)"), "iPhone-SE-3rd-generation")
    }

    func testSwiftConstructionEqualsTheParsedSpec() throws {
        let built = try VariantMatrix(appearance: [.light, .dark], contentSize: [.large, ContentSizeCategory(rawValue: "AX3")!])
        XCTAssertEqual(built, try VariantMatrix.parse("contentSize=L,AX3; appearance=light,dark", devices: []))
    }

    /// The locale axis: any language tag, named last, applied as `--locale`.
    func testTheLocaleAxis() throws {
        let matrix = try VariantMatrix.parse("locale=en, ar ,pt-BR; appearance=dark", devices: devices)
        XCTAssertEqual(matrix.axes, [.appearance, .locale])
        XCTAssertEqual(matrix.variants.map(\.name), ["dark.en", "dark.ar", "dark.pt-BR"])
        XCTAssertEqual(matrix.description, "appearance=dark; locale=en,ar,pt-BR")
        var options = LayoutOptions(width: 320)
        matrix.variants[1].apply(to: &options)
        XCTAssertEqual(options.locale, "ar")
        XCTAssertEqual(try Variant(values: [.locale: "zh_Hant_TW"]).name, "zh_Hant_TW")
        let contrast = try VariantMatrix.parse("contrast=normal,HIGH; locale=ar", devices: devices)
        XCTAssertEqual(contrast.variants.map(\.name), ["ar.normal-contrast", "ar.high-contrast"])
        contrast.variants[1].apply(to: &options)
        XCTAssertEqual(options.contrast, .high)
    }

    func testApplyingSetsOnlyTheVariantsAxes() {
        var options = LayoutOptions(width: 320)
        options.direction = .rtl
        Variant(appearance: .dark, device: "iPhone SE").apply(to: &options)
        XCTAssertEqual(options.appearance, .dark)
        XCTAssertEqual(options.device, "iPhone SE")
        XCTAssertEqual(options.direction, .rtl)
        XCTAssertEqual(options.contentSize, LayoutOptions().contentSize)
        XCTAssertEqual(options.width, 320)
    }

    func testBadSpecsSayWhatIsWrongAndWhatWasMeant() {
        let cases: [(String, String)] = [
            ("apperance=dark", "unknown variant axis 'apperance'; did you mean 'appearance'?; the axes are appearance, contentSize, direction, device, orientation, locale, contrast"),
            ("appearance=drak", "unknown appearance 'drak'; did you mean 'dark'?; appearance is one of light, dark"),
            ("contentSize=AX6", "unknown contentSize 'AX6'; did you mean 'AX1' or 'AX2' or 'AX3'?; contentSize is one of XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5"),
            ("device=iPhone 51 Pro", "unknown device 'iPhone 51 Pro'; did you mean 'iPhone 15 Pro'?"),
            ("direction=ltr; direction=rtl", "the axis direction is listed twice"),
            ("appearance=", "appearance has no values"),
            ("appearance=light,,dark", "appearance has an empty value (two commas, or one at an end)"),
            ("appearance=light,dark,LIGHT", "appearance lists 'light' twice"),
            ("dark", "'dark' is not axis=values (as in appearance=light,dark)"),
            ("locale=en,../x", "'../x' is not a locale (a language tag such as en, ar or pt-BR)"),
            ("locale=en,ar,en", "locale lists 'en' twice"),
            ("  ;  ", "a variant matrix needs at least one axis with values (appearance, contentSize, direction, device, orientation, locale, contrast)"),
        ]
        for (spec, message) in cases {
            XCTAssertThrowsError(try VariantMatrix.parse(spec, devices: devices), spec) { error in
                XCTAssertEqual((error as? VariantSpecError)?.message, message, spec)
            }
        }
    }

    func testAMatrixPastTheLimitIsRefused() {
        let sizes = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ",")
        let spec = "appearance=light,dark; contentSize=\(sizes); direction=ltr,rtl; orientation=portrait,landscape; device=iPhone SE,iPhone 15 Pro,iPad Pro 11-inch"
        XCTAssertThrowsError(try VariantMatrix.parse(spec, devices: devices)) { error in
            XCTAssertEqual((error as? VariantSpecError)?.message,
                           "the matrix has 288 combinations (2 appearance × 12 contentSize × 2 direction × 3 device × 2 orientation), more than the limit of 256; split it")
        }
    }
}
