/// Views of a kind the host's toolkit does not reuse (UIKit's table header and footer views),
/// made from the class registered under a reuse identifier and kept, once replaced, for the
/// next view asked of that identifier.
@MainActor
package struct ViewPool<View: AnyObject> {
  private var makers: [String: () -> View] = [:]
  private var idle: [String: [View]] = [:]
  private var identifiers: [ObjectIdentifier: String] = [:]

  /// An empty pool.
  package init() {}

  /// Makes views for `identifier` with `make`.
  package mutating func register(_ identifier: String, make: @escaping () -> View) {
    makers[identifier] = make
  }

  /// A kept view of `identifier`, else a new one; the engine registers before it dequeues.
  package mutating func dequeue(_ identifier: String) -> View {
    if let view = idle[identifier]?.popLast() { return view }
    guard let make = makers[identifier] else { preconditionFailure("no view class registered for \(identifier)") }
    let view = make()
    identifiers[ObjectIdentifier(view)] = identifier
    return view
  }

  /// Keeps `old`, a view the pool made that the host no longer shows, unless it is `new`.
  package mutating func recycle(_ old: View?, keeping new: View?) {
    guard let old, old !== new, let identifier = identifiers[ObjectIdentifier(old)] else { return }
    idle[identifier, default: []].append(old)
  }
}
