/// Assigns `newValue` to `root[keyPath: keyPath]` unless the same object (or `nil`) is there
/// already, and returns whether it assigned.
///
/// SwiftUI calls `updateUIView(_:context:)` on every evaluation of a view, nearly always with
/// the delegates it had before. Assigning the engine's `viewDelegate` again, even the same
/// object, sets the table view's delegate and data source again, and UIKit answers that by
/// reloading the whole table (which also ends text editing): every minimal animated update
/// would become a reload. Identity decides, not equality: two equal delegates are two objects.
@MainActor
@discardableResult
func assignIfChanged<Root: AnyObject, Delegate>(
  _ newValue: Delegate?, to keyPath: ReferenceWritableKeyPath<Root, Delegate?>, of root: Root
) -> Bool {
  guard !isSameObject(root[keyPath: keyPath], newValue) else { return false }
  root[keyPath: keyPath] = newValue
  return true
}

/// Whether `first` and `second` are the same object, or both `nil`. Meant for delegates, which
/// are objects: how a value that is not one compares depends on how it is boxed.
func isSameObject<Value>(_ first: Value?, _ second: Value?) -> Bool {
  switch (first, second) {
  case (nil, nil): true
  case (let first?, let second?): (first as AnyObject) === (second as AnyObject)
  default: false
  }
}
