import Gravity
import GravityCore

/// Golden-image testing for layouts (SPEC §5). The comparison engine and the
/// XCTest assertions live here; see issue 7.
public enum GravityTesting {}
