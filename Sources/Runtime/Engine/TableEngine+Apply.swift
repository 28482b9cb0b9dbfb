import Foundation

/// How a section is recognised across two versions of the table.
enum SectionIdentity: Hashable {
  case identified(ObjectIdentifier, AnyHashable)
  case key(Int)
  case unidentified
}

extension TableEngine {
  /// Makes `sections` the content of the table, animating the difference.
  ///
  /// The engine finds what changed and sends the fewest batch updates UIKit accepts: sections
  /// and rows are matched by identity, then
  /// - rows and sections that are gone are deleted, new ones inserted;
  /// - rows that kept their identity but whose content changed are configured again in place
  ///   (the same view, new data, their cached height dropped) — or reloaded when their reuse
  ///   identifier changed;
  /// - only rows and sections that really moved are moved: the longest run that kept its order
  ///   stays put;
  /// - headers and footers whose data changed are configured again in place.
  ///
  /// Identity: a row is its `TableComponent.id` (explicit, or the data when it is `Hashable`)
  /// within its view class; rows without one are matched to the rows of their class without one,
  /// in order. A section is its `TableSection.id`; sections without one are matched in order.
  /// Duplicate identities are allowed: the k-th occurrence on one side pairs with the k-th on
  /// the other, and the rest are inserted or deleted.
  ///
  /// Off screen, or when the change is larger than ``maximumAnimatedChanges``, the table is
  /// reloaded instead. Incremental and declarative changes can be mixed freely; section handles
  /// of sections that are matched stay valid.
  ///
  /// - Complexity: O(n) expected for n sections and rows, plus O(k log k) to minimise the
  ///   moves of each group of k rows.
  /// - Throws: ``TableError`` for a component that cannot be registered (nothing changes), or
  ///   when called while the engine is applying an update or configuring a view.
  public func apply(_ sections: [TableSection], animation: TableAnimation = .automatic) throws(TableError) {
    try checkIdle(#function)
    guard groupDepth == 0 else {
      throw .reentrantMutation(operation: #function, during: "a performBatchUpdates group is open")
    }
    // A row whose change is pending or failed keeps showing so when its screen is declared
    // again (see `PendingChanges.keep(_:for:)`).
    let sections = pendingChanges.hasKeptRows ? pendingChanges.keepingRows(in: sections) : sections
    let made = try RowKeyTable.makeRecords(of: sections, registeringWith: self, operation: #function)
    // `made` ends here (the closure below captures only its keys), so `after` is the only
    // reference to the records: setting their keys copies nothing.
    var after = made.records
    let newKeys = made.keys
    for index in after.indices { after[index].key = nextSectionKey + index }
    nextSectionKey += after.count
    let before = self.sections
    let indexTitles = sectionIndexTitles
    defer { reloadSectionIndex(ifChangedFrom: indexTitles) }
    during(.applyingSections) { sendDiff(from: before, to: &after, declaredKeys: newKeys, animation: animation) }
  }

  /// Diffs two versions of the table and sends the difference as ``DiffBatches``, each batch
  /// with the engine model it leads to.
  ///
  /// A table declared to ``apply(_:animation:)`` comes with its rows' keys (`declaredKeys`): its
  /// sections are recognised by their `TableSection.id`, and it gets its matched sections' keys,
  /// so that their handles follow them, and the cached heights of its unchanged rows, in place,
  /// so that the new table is not copied again. A group's (`declaredKeys` `nil`) sections are
  /// recognised by their keys, its rows by their identity, else by the component value itself;
  /// its records already hold the right heights (moved records took theirs along, an
  /// invalidation inside the group cleared its record), so nothing is carried over: it would
  /// bring back a height the group dropped.
  func sendDiff(
    from before: [SectionRecord], to after: inout [SectionRecord], declaredKeys: RowKeyTable?,
    animation: TableAnimation
  ) {
    let declared = declaredKeys != nil
    let oldKeys = RowKeyTable(before, matchingValues: !declared)
    let newKeys = declaredKeys ?? RowKeyTable(after, matchingValues: true)
    let identity: (SectionRecord) -> SectionIdentity =
      declared
      ? { $0.id.map { .identified(ObjectIdentifier(type(of: $0.base)), $0) } ?? .unidentified } : { .key($0.key) }
    oldKeys.checkInvariants(against: before)
    newKeys.checkInvariants(against: after)
    var changed: [Bool] = []
    let diff = SectionedDiff(
      from: before.indices.map { (id: identity(before[$0]), rows: oldKeys.sections[$0]) },
      to: after.indices.map { (id: identity(after[$0]), rows: newKeys.sections[$0]) },
      changedRows: { partners in
        changed = changedRows(partners, oldKeys, newKeys)
        return changed
      },
      sectionContentChanged: { old, new in !sameSupplementaries(before[old], after[new], comparingContent: true) })
    if declared {
      for index in after.indices {
        if let old = diff.oldSection(forNew: index) { after[index].key = before[old].key }
      }
      keepCachedHeights(in: &after, from: before, diff, changed: changed)
    }
    defer { checkInvariants() }
    guard !diff.isEmpty else {
      // Same rows, same content; only the records change (new component values).
      sections = after
      return
    }
    let final = after
    // Without a custom reuse identifier on either side, every paired row keeps its reuse pool,
    // which then needs no check per row.
    let planned = DiffBatches(
      for: diff, reloadsSection: { !sameSupplementaries(before[$0.old], final[$0.new], comparingContent: false) },
      reloadsRow: oldKeys.hasCustomReusePools || newKeys.hasCustomReusePools
        ? { old, new in
          !self.sameReusePool(
            before[old.section].rows[old.row].component.box, final[new.section].rows[new.row].component.box)
        } : nil)
    var stages = planned.batches.map { batch in
      (update: batch.update, model: batch.sections?.map { model(of: $0, before: before, after: final) } ?? final)
    }
    let reloaded = planned.reloadedSections
    let changeCount = stages.reduce(0) { $0 + $1.update.changeCount }
    guard let host, host.isOnScreen, changeCount <= maximumAnimatedChanges else {
      sections = final
      tell(.reloadData)
      return
    }
    if !reloaded.isEmpty { stages.append((TableBatchUpdate(reloadedSections: reloaded), final)) }
    if stages.isEmpty {
      sections = final
    } else {
      during(.updatingHost) {
        for stage in stages { runBatch(stage.update, on: host, animation: animation) { $0 = stage.model } }
      }
    }
    // Headers and footers that show new data of the same classes: configured again in place,
    // then laid out for their new heights.
    let refreshed = diff.updatedSections.map(\.new).filter { !reloaded.contains($0) }
    guard !refreshed.isEmpty else { return }
    host.reconfigureHeadersAndFooters(inSections: refreshed)
    tell(.invalidateLayout)
  }

  /// For every new row, whether it is paired and needs an update: its content changed, or it
  /// moved to another reuse pool (its view must then come from the new pool: a reload). Paired
  /// rows share their class, so only custom reuse identifiers can put them in different pools.
  private func changedRows(
    _ oldRowForNewRow: [Int], _ oldKeys: RowKeyTable, _ newKeys: RowKeyTable
  ) -> [Bool] {
    var changed = RowKeyTable.contentChanges(oldRowForNewRow, old: oldKeys.components, new: newKeys.components)
    guard oldKeys.hasCustomReusePools || newKeys.hasCustomReusePools else { return changed }
    for (newRow, oldRow) in oldRowForNewRow.enumerated() where oldRow >= 0 && !changed[newRow] {
      let oldBox = oldKeys.components[oldRow].takeUnretainedValue()
      changed[newRow] = !sameReusePool(oldBox, newKeys.components[newRow].takeUnretainedValue())
    }
    return changed
  }

  /// Whether two components' views come from one reuse pool: without custom identifiers, one
  /// comparison of their classes, not two identifier lookups (registration keeps one class per
  /// identifier).
  func sameReusePool(_ a: AnyComponentBox, _ b: AnyComponentBox) -> Bool {
    if a.options?.reuseIdentifier == nil, b.options?.reuseIdentifier == nil {
      return a.viewClassID == b.viewClassID
    }
    return reuseIdentifier(of: a) == reuseIdentifier(of: b)
  }

  /// Whether two versions of a section have the same titles, and headers and footers that are
  /// both absent or both present with the same content (`comparingContent`), else with views of
  /// one reuse identifier.
  private func sameSupplementaries(_ old: SectionRecord, _ new: SectionRecord, comparingContent: Bool) -> Bool {
    func same(_ oldEdge: RowRecord?, _ newEdge: RowRecord?) -> Bool {
      guard let a = oldEdge?.component.box, let b = newEdge?.component.box else {
        return oldEdge == nil && newEdge == nil
      }
      return comparingContent ? a.hasSameContentAndState(as: b) : reuseIdentifier(of: a) == reuseIdentifier(of: b)
    }
    return same(old.header, new.header) && same(old.footer, new.footer) && old.headerTitle == new.headerTitle
      && old.footerTitle == new.footerTitle
  }

  private func model(of staged: StagedSection, before: [SectionRecord], after: [SectionRecord]) -> SectionRecord {
    var section: SectionRecord
    switch staged.content {
    case .old(let index): section = before[index]
    case .new(let index): section = after[index]
    }
    section.rows = staged.rows.map { source in
      switch source {
      case .old(let path): before[path.section].rows[path.row]
      case .new(let path): after[path.section].rows[path.row]
      }
    }
    return section
  }

  /// Carries the cached heights of paired rows whose content did not change (and of headers
  /// and footers) from `before` into `after`. The diff already compared every paired row's
  /// content: `changed` says which new rows it found changed.
  ///
  /// One pass over the old rows' heights and one over the new rows, each section's rows written
  /// through one buffer: indexing a row of a section of `after` in a loop would check that both
  /// arrays are uniquely referenced on every write.
  private func keepCachedHeights(
    in after: inout [SectionRecord], from before: [SectionRecord], _ diff: SectionedDiff, changed: [Bool]
  ) {
    for (oldSection, section) in before.enumerated() {
      if let newSection = diff.newSection(forOld: oldSection),
        sameSupplementaries(section, after[newSection], comparingContent: true)
      {
        after[newSection].header?.height = section.header?.height
        after[newSection].footer?.height = section.footer?.height
      }
    }
    // The raw stored heights (NaN for none): no decoding and encoding of every row's.
    let oldHeights = [CGFloat](unsafeUninitializedCapacity: diff.oldRowStarts.last ?? 0) { heights, count in
      for section in before.indices {
        // Through a buffer: a row read from the array is a copy, which retains its component.
        before[section].rows.withUnsafeBufferPointer { rows in
          for row in rows.indices { heights[count + row] = rows[row].storedHeight }
          count += rows.count
        }
      }
    }
    let partners = diff.oldRowForNewRow
    for newSection in after.indices {
      let start = diff.newRowStarts[newSection]
      after[newSection].rows.withUnsafeMutableBufferPointer { rows in
        for row in rows.indices {
          let oldRow = partners[start + row]
          guard oldRow >= 0, !changed[start + row] else { continue }
          let stored = oldHeights[oldRow]
          if !stored.isNaN { rows[row].storedHeight = stored }
        }
      }
    }
  }
}
