import Foundation

/// A 2-D affine transform in CGTransform2D's layout, y growing
/// downward: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct Transform2D: Hashable, Sendable {
    /// The linear part [a b; c d] (x' = a·x + c·y, y' = b·x + d·y).
    public var a: Double, b: Double, c: Double, d: Double
    /// The translation added after the linear part.
    public var tx: Double, ty: Double

    /// The matrix [a b 0; c d 0; tx ty 1].
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Leaves every point where it is.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves every point by (x, y).
    public static func translation(x: Double, y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Stretches about the origin by x horizontally and y vertically.
    public static func scale(x: Double, y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Radians; positive turns clockwise on screen (y down), as UIKit's
    /// `CGTransform2D(rotationAngle:)` does.
    public static func rotation(_ angle: Double) -> Transform2D {
        let cosine = cos(angle), sine = sin(angle)
        // Exact at quarter turns, so a 90° rotation moves whole pixels.
        func clean(_ v: Double) -> Double { abs(v) < 1e-12 ? 0 : v }
        return Transform2D(a: clean(cosine), b: clean(sine), c: clean(-sine), d: clean(cosine), tx: 0, ty: 0)
    }

    /// This transform, then `next` (CGTransform2D's `concatenating`).
    public func then(_ next: Transform2D) -> Transform2D {
        Transform2D(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// Where the point (x, y) goes.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// nil when the transform flattens the plane (a scale of 0).
    public var inverted: Transform2D? {
        let determinant = a * d - b * c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        return Transform2D(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                               tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Whether the transform leaves every point in place.
    public var isIdentity: Bool { self == .identity }

    /// The most the transform stretches a length (the larger column norm, an
    /// upper bound within √2 of the exact one).
    public var largestStretch: Double { max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }

    /// The bounding box of `rect` transformed.
    public func boundingBox(of rect: Rect) -> Rect {
        let corners = [apply(x: rect.x, y: rect.y), apply(x: rect.maxX, y: rect.y),
                       apply(x: rect.x, y: rect.maxY), apply(x: rect.maxX, y: rect.maxY)]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
