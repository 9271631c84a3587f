/// A count shared by the copies of a value that does the counted work (an
/// evaluator is made per expression): tests count work, such as searches
/// for nearby names, instead of timing it, so a loaded machine cannot fail
/// them.
package final class Tally {
    package private(set) var count = 0

    package init() {}

    package func add() { count += 1 }
}
