import XCTest
@testable import GravityTestingCore

final class ImageComparisonTests: XCTestCase {
    func testIdenticalImagesHaveNoDifferences() {
        let image = RGBAImage.edge(20, 10, at: 7)
        let (result, diff) = ImageComparison.compare(image, image, diffImage: true)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.totalPixels, 200)
        XCTAssertEqual(result.largestDistance, 0)
        XCTAssertNil(result.boundingBox)
        XCTAssertTrue(Tolerance.exact.admits(result))
        // Faded: black becomes 255 + (0 − 255) · 0.1 = 229.5, truncated to 229; white stays white.
        XCTAssertEqual(diff?.pixel(0, 0), [229, 229, 229, 255])
        XCTAssertEqual(diff?.pixel(19, 9), [255, 255, 255, 255])
    }

    func testOnePixelChangeCountsOne() {
        let expected = RGBAImage.filled(30, 20)
        var actual = expected
        actual.set(12, 7, (255, 0, 0, 255))
        let (result, diff) = ImageComparison.compare(expected, actual, diffImage: true)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.boundingBox, PixelRect(x: 12, y: 7, width: 1, height: 1))
        XCTAssertEqual(result.ratio, 1.0 / 600)
        // White against red differ by 255 in green and blue: ΔY = 255·(0.58662247 + 0.11448223),
        // ΔI = 255·(0.27417610 + 0.32180189), ΔQ = 255·(0.52261711 − 0.31114694);
        // 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ² = 23_625.69…, of at most 35_215.
        let dy = 255 * (0.58662247 + 0.11448223), di = 255 * (0.27417610 + 0.32180189), dq = 255 * (0.52261711 - 0.31114694)
        let squared = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        XCTAssertEqual(squared, 23_625.69, accuracy: 0.01)
        XCTAssertEqual(result.largestDistance, (squared / 35215).squareRoot(), accuracy: 1e-12)
        XCTAssertFalse(Tolerance.exact.admits(result))
        XCTAssertEqual(diff?.pixel(12, 7), [255, 0, 0, 255])
        XCTAssertEqual(diff?.pixel(11, 7), [255, 255, 255, 255])
    }

    func testBudgetsAdmitSmallChanges() {
        let expected = RGBAImage.filled(10, 10)
        var actual = expected
        actual.set(3, 3, (0, 0, 255, 255))
        actual.set(6, 8, (0, 0, 255, 255))
        let result = ImageComparison.compare(expected, actual).result
        XCTAssertEqual(result.differingPixels, 2)
        XCTAssertEqual(result.boundingBox, PixelRect(x: 3, y: 3, width: 4, height: 6))
        XCTAssertTrue(Tolerance.perceptual(maxDiffPixels: 2).admits(result))
        XCTAssertFalse(Tolerance.perceptual(maxDiffPixels: 1).admits(result))
        XCTAssertTrue(Tolerance.perceptual(maxDiffRatio: 0.02).admits(result))
        XCTAssertFalse(Tolerance.perceptual(maxDiffRatio: 0.019).admits(result))
        // Both budgets must hold.
        XCTAssertFalse(Tolerance.perceptual(maxDiffPixels: 5, maxDiffRatio: 0.01).admits(result))
    }

    func testThresholdIgnoresSmallColourShifts() {
        let expected = RGBAImage.filled(4, 4, (100, 100, 100, 255))
        var actual = expected
        actual.set(1, 1, (104, 100, 100, 255))
        // Squared distance of a red shift of 4: 16·(0.5053·0.29889531² + 0.299·0.59597799² + 0.1957·0.21147017²).
        let squared = 16 * (0.5053 * 0.29889531 * 0.29889531 + 0.299 * 0.59597799 * 0.59597799 + 0.1957 * 0.21147017 * 0.21147017)
        let distance = (squared / 35215).squareRoot()
        let exact = ImageComparison.compare(expected, actual).result
        XCTAssertEqual(exact.differingPixels, 1)
        XCTAssertEqual(exact.largestDistance, distance, accuracy: 1e-12)
        let loose = ImageComparison.compare(expected, actual, threshold: distance + 1e-6).result
        XCTAssertEqual(loose.differingPixels, 0)
        XCTAssertEqual(loose.largestDistance, distance, accuracy: 1e-12, "reported even below the threshold")
        XCTAssertEqual(ImageComparison.compare(expected, actual, threshold: distance - 1e-6).result.differingPixels, 1)
    }

    func testAntiAliasingOnlyChangePassesByDefault() {
        // A grey pixel appears on the white side of a hard edge: the detector
        // sees darker and brighter neighbours that sit in flat areas.
        let expected = RGBAImage.edge(10, 10, at: 5)
        var actual = expected
        actual.set(5, 5, (128, 128, 128, 255))
        let (result, diff) = ImageComparison.compare(expected, actual, diffImage: true)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 1)
        XCTAssertEqual(result.largestDistance, 0, "anti-aliasing is reported apart")
        XCTAssertTrue(Tolerance.exact.admits(result))
        XCTAssertEqual(diff?.pixel(5, 5), [255, 255, 0, 255])

        let strict = ImageComparison.compare(expected, actual, includeAntiAliasing: true, diffImage: true)
        XCTAssertEqual(strict.result.differingPixels, 1)
        XCTAssertEqual(strict.result.antiAliasedPixels, 0)
        XCTAssertEqual(strict.diff?.pixel(5, 5), [255, 0, 0, 255])
        XCTAssertFalse(Tolerance(includeAntiAliasing: true).admits(strict.result))
    }

    func testChangeInAFlatAreaIsNotAntiAliasing() {
        // Same grey, but in the middle of the white half: all neighbours are
        // brighter, none darker, so it is a real difference.
        let expected = RGBAImage.edge(10, 10, at: 2)
        var actual = expected
        actual.set(7, 5, (128, 128, 128, 255))
        let result = ImageComparison.compare(expected, actual).result
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.antiAliasedPixels, 0)
    }

    func testTranslucentPixelsAreBlendedOnTheCheckerboard() {
        // pixelmatch 7: transparent is not white, whatever the colour under it.
        let white = RGBAImage.filled(3, 3)
        let clear = RGBAImage.filled(3, 3, (0, 0, 0, 0))
        let (result, diff) = ImageComparison.compare(white, clear, diffImage: true)
        XCTAssertEqual(result.differingPixels, 9)
        XCTAssertFalse(Tolerance.perceptual(threshold: 0.5).admits(result))
        XCTAssertEqual(diff?.pixel(1, 1), [255, 0, 0, 255])
        // The background of the pixel at byte offset k is 48 + 159 · (k mod 2, ⌊k/φ⌋ mod 2, ⌊k/φ²⌋ mod 2):
        // pixel 1 is k = 4: (48, 48, 207), as ⌊4/1.618⌋ = 2 is even and ⌊4/2.618⌋ = 1 odd; pixel 3 (k = 12)
        // is (48, 207, 48): ⌊12/1.618⌋ = 7, ⌊12/2.618⌋ = 4. k is a multiple of 4, so red is always 48.
        XCTAssertTrue(Checkerboard.background(byteOffset: 0) == (48, 48, 48))
        XCTAssertTrue(Checkerboard.background(byteOffset: 4) == (48, 48, 207))
        XCTAssertTrue(Checkerboard.background(byteOffset: 12) == (48, 207, 48))
        // Blended on white (the rule before pixelmatch 7) they are equal.
        let onWhite = ComparisonOptions(checkerboard: false)
        XCTAssertEqual(ImageComparison.compare(white, clear, options: onWhite).result.differingPixels, 0)
        let halfBlack = RGBAImage.filled(3, 3, (0, 0, 0, 51))
        let greyish = RGBAImage.filled(3, 3, (204, 204, 204, 255))
        XCTAssertEqual(ImageComparison.compare(halfBlack, greyish, options: onWhite).result.largestDistance, 0, accuracy: 1e-12)
        XCTAssertGreaterThan(ImageComparison.compare(halfBlack, greyish).result.largestDistance, 0.1)
    }

    func testAlphaOnlyChangeCounts() {
        // Same colour, alpha 200 against 160: a change of alpha alone counts.
        let expected = RGBAImage.filled(4, 4, (20, 90, 200, 200))
        var actual = expected
        actual.set(2, 1, (20, 90, 200, 160))
        let result = ImageComparison.compare(expected, actual).result
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.boundingBox, PixelRect(x: 2, y: 1, width: 1, height: 1))
    }

    func testSizeMismatchComparesTheUnion() {
        // 4 × 3 against 5 × 2: the union is 5 × 3; the column x = 4 and the row y = 2 lie outside one image.
        var actual = RGBAImage.filled(5, 2)
        actual.set(0, 0, (0, 0, 0, 255))
        let (result, diff) = ImageComparison.compare(.filled(4, 3), actual, diffImage: true)
        XCTAssertEqual(result.sizeMismatch?.expected, PixelSize(width: 4, height: 3))
        XCTAssertEqual(result.sizeMismatch?.actual, PixelSize(width: 5, height: 2))
        XCTAssertEqual(result.totalPixels, 15)
        XCTAssertEqual(result.pixelsOutsideOneImage, 7)
        XCTAssertEqual(result.differingPixels, 8)
        XCTAssertEqual(result.boundingBox, PixelRect(x: 0, y: 0, width: 5, height: 3))
        XCTAssertEqual(diff?.width, 5)
        XCTAssertEqual(diff?.height, 3)
        XCTAssertEqual(diff?.pixel(0, 0), [255, 0, 0, 255])
        XCTAssertEqual(diff?.pixel(1, 1), [255, 255, 255, 255])
        XCTAssertEqual(diff?.pixel(4, 0), [255, 0, 0, 255])
        XCTAssertEqual(diff?.pixel(0, 2), [255, 0, 0, 255])
        // Never within tolerance, as Playwright's comparator.
        XCTAssertFalse(Tolerance.perceptual(threshold: 1, maxDiffRatio: 1).admits(result))
        XCTAssertEqual(result.figures, """
            size mismatch: expected 4 x 3 px, actual 5 x 2 px; compared on 5 x 3 px, where the 7 pixels outside one image differ
            differing pixels: 8 of 15 (53.3333%)
            largest distance: 0.9659
            bounding box: x 0…4, y 0…2 (5 x 3 px)
            anti-aliased pixels: 0
            """)
        // Sizes that differ with one image empty: everything is outside.
        let empty = ImageComparison.compare(RGBAImage(width: 0, height: 0, rgba: []), .filled(2, 2), diffImage: true)
        XCTAssertEqual(empty.result.differingPixels, 4)
        XCTAssertEqual(empty.diff?.pixel(1, 1), [255, 0, 0, 255])
    }

    func testDiffStyleOptions() {
        // Two pixels change on grey: one lighter (white), one darker (black).
        let expected = RGBAImage.filled(6, 6, (128, 128, 128, 255))
        var actual = expected
        actual.set(1, 1, (255, 255, 255, 255))
        actual.set(4, 4, (0, 0, 0, 255))
        let style = DiffStyle(alpha: 1, diffColor: DiffColor(1, 2, 3), darkerColor: DiffColor(4, 5, 6))
        let diff = ImageComparison.compare(expected, actual, options: ComparisonOptions(), diff: style).diff
        XCTAssertEqual(diff?.pixel(1, 1), [1, 2, 3, 255])
        XCTAssertEqual(diff?.pixel(4, 4), [4, 5, 6, 255])
        // alpha 1: the expected image's luma itself, 128 · (0.29889531 + 0.58662247 + 0.11448223) = 128.0000013, truncated.
        XCTAssertEqual(diff?.pixel(0, 0), [128, 128, 128, 255])
        let mask = ImageComparison.compare(expected, actual, options: ComparisonOptions(), diff: DiffStyle(mask: true)).diff
        XCTAssertEqual(mask?.pixel(0, 0), [0, 0, 0, 0])
        XCTAssertEqual(mask?.pixel(4, 4), [255, 0, 0, 255])
    }

    func testOKLabDistances() {
        // Black against white is 1 in OKLab's HyAB (toe-corrected lightness keeps the 0…1 scale).
        let black = RGBAImage.filled(1, 1, (0, 0, 0, 255)), white = RGBAImage.filled(1, 1)
        let result = ImageComparison.compare(black, white, options: ComparisonOptions(metric: .oklab)).result
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.largestDistance, 1, accuracy: 1e-3)
        // Threshold: pixelmatch's meaning for the metric (a HyAB distance, not a fraction of YIQ's largest).
        let grey = RGBAImage.filled(1, 1, (119, 119, 119, 255)), lighter = RGBAImage.filled(1, 1, (121, 121, 121, 255))
        let small = ImageComparison.compare(grey, lighter, options: ComparisonOptions(metric: .oklab)).result.largestDistance
        XCTAssertGreaterThan(small, 0.003)
        XCTAssertLessThan(small, 0.02)
        for (threshold, count) in [(small - 1e-6, 1), (small + 1e-6, 0)] {
            let options = ComparisonOptions(threshold: threshold, metric: .oklab)
            XCTAssertEqual(ImageComparison.compare(grey, lighter, options: options).result.differingPixels, count)
        }
    }

    func testEmptyImagesCompareEqual() {
        let empty = RGBAImage(width: 0, height: 0, rgba: [])
        let result = ImageComparison.compare(empty, empty, diffImage: true).result
        XCTAssertEqual(result.totalPixels, 0)
        XCTAssertEqual(result.ratio, 0)
        XCTAssertTrue(Tolerance.exact.admits(result))
    }

    func testFiguresText() {
        let expected = RGBAImage.filled(10, 10)
        var actual = expected
        actual.set(0, 0, (0, 0, 0, 255))
        // Black on white: only luma differs, √(0.5053 · 255² / 35215) = 0.9659
        // (35215 bounds every pair, black and white is not the largest).
        XCTAssertEqual(ImageComparison.compare(expected, actual).result.figures, """
            differing pixels: 1 of 100 (1%)
            largest distance: 0.9659
            bounding box: x 0…0, y 0…0 (1 x 1 px)
            anti-aliased pixels: 0
            """)
    }

    func testPNGRoundTripKeepsStraightAlpha() throws {
        var image = RGBAImage.filled(3, 2, (10, 20, 30, 255))
        image.set(1, 1, (200, 100, 50, 128))
        let decoded = try RGBAImage(pngBytes: image.pngBytes())
        XCTAssertEqual(decoded.width, 3)
        XCTAssertEqual(decoded.pixel(0, 0), [10, 20, 30, 255])
        XCTAssertEqual(decoded.pixel(1, 1)[3], 128)
    }

    func testUnreadablePNGNamesThePath() {
        XCTAssertThrowsError(try RGBAImage(pngBytes: Array("not a png".utf8), path: "/tmp/x.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("/tmp/x.png: not a readable PNG: "), "\(error)")
        }
        XCTAssertThrowsError(try RGBAImage(contentsOfFile: "/nonexistent/y.png")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/y.png: not a readable PNG: no such file")
        }
    }
}

/// Our counts against the reference implementation on a real rendering pair:
/// Fixtures/welcome.png (Examples/Welcome.xml at scale 2) and
/// welcome-shifted.png (title "Gravitz", box #0a76ff, caption at 15.2 pt).
/// Expected counts from pixelmatch-py 0.3.0 (a line-by-line port of
/// mapbox/pixelmatch 5.x), measured once:
/// `pixelmatch(a, b, None, threshold=t, includeAA=aa)` with Pillow RGBA.
final class PixelmatchParityTests: XCTestCase {
    func testCountsMatchPixelmatch() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let a = try RGBAImage(contentsOfFile: fixtures.appendingPathComponent("welcome.png").path)
        let b = try RGBAImage(contentsOfFile: fixtures.appendingPathComponent("welcome-shifted.png").path)
        let cases: [(threshold: Double, includeAA: Bool, count: Int)] = [
            (0, false, 10690), (0, true, 14148), (0.1, false, 1833), (0.1, true, 4368),
        ]
        for c in cases {
            let result = ImageComparison.compare(a, b, threshold: c.threshold, includeAntiAliasing: c.includeAA).result
            XCTAssertEqual(result.differingPixels, c.count, "threshold \(c.threshold), includeAA \(c.includeAA)")
            if !c.includeAA {
                // Every pixel above the threshold is either counted or anti-aliasing.
                let all = ImageComparison.compare(a, b, threshold: c.threshold, includeAntiAliasing: true).result
                XCTAssertEqual(result.differingPixels + result.antiAliasedPixels, all.differingPixels)
            }
        }
        // The diff picture, pixel for pixel: welcome-diff-pixelmatch-0.1.png is
        // pixelmatch-py's output image for threshold 0.1.
        let reference = try RGBAImage(contentsOfFile: fixtures.appendingPathComponent("welcome-diff-pixelmatch-0.1.png").path)
        let ours = ImageComparison.compare(a, b, threshold: 0.1, diffImage: true).diff
        XCTAssertTrue(ours == reference, "diff image differs from pixelmatch's")
    }
}
