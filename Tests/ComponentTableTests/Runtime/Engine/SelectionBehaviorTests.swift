import ComponentTable
import Foundation
import Testing

@testable import ComponentTableComponents
@testable import ComponentTableTerminal

#if os(Linux)
  // `malloc_usable_size` is declared in <malloc.h>, which Glibc leaves out and the Linux
  // CoreFoundation module includes.
  import CoreFoundation
#endif

/// Every combination of selection closure and deselection, through every kind of data: a row's
/// selection behaviour is chosen when the component is made, and must survive modifiers that
/// copy the box.
@MainActor
@Suite struct SelectionBehaviorTests {
  struct Contact: Identifiable, Hashable {
    var id: Int
    var name: String
  }

  final class ContactCell: TerminalTableCell, ComponentView {
    private var name = ""
    func configure(with data: Contact) { name = data.name }
    static func height(for data: Contact, width: CGFloat) -> ComponentHeight { .fixed(1) }
    override func render(width: Int) -> [String] { [name] }
  }

  /// Rows of one kind of box each, for one behaviour; `log` collects the closures' calls.
  func rows(closure: Bool, deselects: Bool, log: @escaping (String) -> Void) -> [TableComponent] {
    func action<View>(_ name: String) -> ((SelectionContext<View>) -> Void)? {
      closure ? { _ in log(name) } : nil
    }
    let contact = Contact(id: 1, name: "Ann")
    return [
      // LabelCell shows a String: Hashable.
      TableComponent(
        LabelCell.self, data: "hashable", deselectsAfterSelection: deselects, onSelect: action("hashable")),
      // Identifiable & Hashable.
      TableComponent(
        ContactCell.self, data: contact, deselectsAfterSelection: deselects, onSelect: action("identified")),
      // The same, copied by modifiers that replace the options.
      TableComponent(LabelCell.self, data: "movable", deselectsAfterSelection: deselects, onSelect: action("movable"))
        .movable(),
      TableComponent(
        ContactCell.self, data: contact, id: "swipe", deselectsAfterSelection: deselects, onSelect: action("swipe")
      )
      .swipeActions(trailing: [.delete()]),
    ]
  }

  @Test(arguments: [(false, true), (false, false), (true, true), (true, false)])
  func selectionRunsAndDeselectsAsAsked(closure: Bool, deselects: Bool) throws {
    var log: [String] = []
    let (engine, host) = makeTable(height: 20)
    let rows = rows(closure: closure, deselects: deselects) { log.append($0) }
    try engine.addSection(TableSection(rows: rows))
    for (index, row) in rows.enumerated() {
      #expect(row.hasSelectionHandler == closure)
      #expect(row.deselectsAfterSelection == deselects)
      let path = IndexPath(row: index, section: 0)
      host.selectRow(at: path)
      #expect(host.indexPathForSelectedRow == (deselects ? nil : path), "row \(index)")
    }
    #expect(log == (closure ? ["hashable", "identified", "movable", "swipe"] : []))
  }

  @Test func rowsWithAndWithoutAClosureShowTheSameContent() {
    let plain = TableComponent(LabelCell.self, data: "same")
    let acting = TableComponent(LabelCell.self, data: "same") { _ in }
    let other = TableComponent(LabelCell.self, data: "other") { _ in }
    #expect(plain.hasSameContent(as: acting))
    #expect(acting.hasSameContent(as: plain))
    #expect(!plain.hasSameContent(as: other))
    #expect(acting.data(as: LabelCell.Data.self) == "same")
    #expect(plain.data(as: LabelCell.Data.self) == "same")
  }

  #if os(Linux)
    /// A plain row's box holds the header, the options and selection pointers and the data, and
    /// fits malloc's 48-byte block (an empty closure, two words, made it 64); a closure lives
    /// in an object of its own, which only rows that have one pay for.
    @Test func aPlainRowsBoxFitsA48ByteBlock() {
      let plain = TableComponent(LabelCell.self, data: "x").box
      let counter = TableComponent(IntCell.self, data: 7).box
      let acting = TableComponent(IntCell.self, data: 7) { _ in }.box
      func blockSize(_ box: AnyComponentBox) -> Int {
        malloc_usable_size(Unmanaged.passUnretained(box).toOpaque())
      }
      #expect(blockSize(counter) <= 40)
      #expect(blockSize(acting) == blockSize(counter))
      // A String is 16 bytes: one more 16-byte step, still no closure.
      #expect(blockSize(plain) <= 56)
    }
  #endif
}

/// A cell showing an `Int`, the data of the benchmark's memory rows.
@MainActor
final class IntCell: TerminalTableCell, ComponentView {
  private var value = 0
  func configure(with data: Int) { value = data }
  static func height(for data: Int, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { ["\(value)"] }
}
