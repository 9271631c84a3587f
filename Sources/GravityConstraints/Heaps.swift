/// A binary min-heap of symbol ids.
struct MinHeap {
    private var items: [Int32] = []

    var min: Int32? { items.first }

    mutating func push(_ value: Int32) {
        items.append(value)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent] <= items[i] { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func popMin() {
        let last = items.removeLast()
        guard !items.isEmpty else { return }
        items[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var smallest = i
            if l < items.count && items[l] < items[smallest] { smallest = l }
            if r < items.count && items[r] < items[smallest] { smallest = r }
            if smallest == i { break }
            items.swapAt(i, smallest)
            i = smallest
        }
    }
}

/// A binary max-heap of symbols by install order.
struct InstallHeap {
    private var items: [(symbol: Int32, key: Int)] = []

    mutating func push(_ symbol: Int32, _ key: Int) {
        items.append((symbol, key))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent].key >= items[i].key { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func popMax() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var largest = i
                if l < items.count && items[l].key > items[largest].key { largest = l }
                if r < items.count && items[r].key > items[largest].key { largest = r }
                if largest == i { break }
                items.swapAt(i, largest)
                i = largest
            }
        }
        return top.symbol
    }
}
