import XCTest
import GravityPreview

/// The preview's last good renders keep the most recently used keys only.
final class LastGoodStoreTests: XCTestCase {
    func testTheLeastRecentlyUsedKeyGoesPastTheCapacity() {
        var store = LastGoodStore<Int>(capacity: 3)
        store.store(1, for: "1.0/false/")
        store.store(2, for: "2.0/false/")
        store.store(3, for: "3.0/false/")
        XCTAssertEqual(store.keys, ["1.0/false/", "2.0/false/", "3.0/false/"])
        // Reading a key uses it: 2.0 is now the least recently used.
        XCTAssertEqual(store.value(for: "1.0/false/"), 1)
        store.store(4, for: "4.0/false/")
        XCTAssertEqual(store.keys, ["3.0/false/", "1.0/false/", "4.0/false/"])
        XCTAssertNil(store.value(for: "2.0/false/"))
        // Storing again under a key replaces its value and uses it: 1.0 goes next.
        store.store(30, for: "3.0/false/")
        store.store(5, for: "5.0/false/")
        XCTAssertEqual(store.keys, ["4.0/false/", "3.0/false/", "5.0/false/"])
        XCTAssertNil(store.value(for: "1.0/false/"))
        XCTAssertEqual([store.value(for: "4.0/false/"), store.value(for: "3.0/false/"), store.value(for: "5.0/false/")], [4, 30, 5])
    }

    /// The preview's stores: 32 keys, however many a page asks for.
    func testThePreviewKeepsThirtyTwo() {
        var store = LastGoodStore<[UInt8]>()
        XCTAssertEqual(store.capacity, 32)
        for scale in 1...1000 { store.store([UInt8(scale % 256)], for: "\(scale)/false/") }
        XCTAssertEqual(store.keys, (969...1000).map { "\($0)/false/" })
        XCTAssertEqual(store.value(for: "1000/false/"), [UInt8(1000 % 256)])
        XCTAssertNil(store.value(for: "968/false/"))
    }
}
