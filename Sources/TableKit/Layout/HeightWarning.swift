import Foundation

/// A height a data source or delegate gave that the layout could not use (negative, NaN,
/// infinite, or beyond `TableLayout.maximumItemHeight`), told in one sentence that names the
/// item, for the table's warning handler.
///
/// The layout itself never fails on such a value: it stores 0, or the maximum for a height too
/// large (see `TableLayout.sanitizedHeight(_:)`). The table makes one of these where it asks the delegate,
/// because that is where the index path and the method are known:
///
/// ```swift
/// let height = delegate.heightForRowAt(indexPath)
/// if let warning = HeightWarning(height: height, for: .row(indexPath)) { warn(warning.message) }
/// ```
public struct HeightWarning: Hashable, Sendable, CustomStringConvertible {
  /// The item whose height was given.
  public enum Item: Hashable, Sendable {
    /// A row.
    case row(IndexPath)
    /// The header of a section.
    case header(section: Int)
    /// The footer of a section.
    case footer(section: Int)
    /// The table header view.
    case tableHeader
    /// The table footer view.
    case tableFooter
  }

  /// The item.
  public var item: Item
  /// The value as given, spelled out (`nan`, `-inf`, `-3.0`).
  public var value: String
  /// Whether the value was an estimate (`estimatedHeightForRowAt` and kin).
  public var isEstimate: Bool

  /// The height used instead: 0, or the maximum for a finite height beyond it.
  public var usableHeight: CGFloat

  /// A warning about `height`, or nil when the height is usable (finite, not negative, and at
  /// most `TableLayout.maximumItemHeight`).
  /// - Parameters:
  ///   - height: The height as the delegate gave it.
  ///   - item: The item it was given for.
  ///   - isEstimate: Whether it was an estimate.
  public init?(height: CGFloat, for item: Item, isEstimate: Bool = false) {
    guard !(height.isFinite && height >= 0 && height <= TableLayout.maximumItemHeight) else {
      return nil
    }
    usableHeight = height.isFinite && height > 0 ? TableLayout.maximumItemHeight : 0
    self.item = item
    self.value = "\(Double(height))"
    self.isEstimate = isEstimate
  }

  /// The method of the delegate (or the view) that gave the value.
  public var source: String {
    let prefix = isEstimate ? "estimatedHeightFor" : "heightFor"
    switch item {
    case .row: return isEstimate ? "estimatedHeightForRowAt" : "heightForRowAt"
    case .header: return prefix + "HeaderInSection"
    case .footer: return prefix + "FooterInSection"
    case .tableHeader: return "tableHeaderView.frame.height"
    case .tableFooter: return "tableFooterView.frame.height"
    }
  }

  /// The item spelled as in messages: `<section 0, row 3>`, `section 2`, `the table header`.
  public var itemDescription: String {
    switch item {
    case .row(let indexPath):
      guard indexPath.count == 2 else { return "index path \(indexPath)" }
      return "<section \(indexPath.section), row \(indexPath.row)>"
    case .header(let section), .footer(let section): return "section \(section)"
    case .tableHeader: return "the table header"
    case .tableFooter: return "the table footer"
    }
  }

  /// The sentence, for example `heightForRowAt returned nan for <section 0, row 3>; using 0`.
  public var message: String {
    let usable = usableHeight == 0 ? "0" : "\(Int(usableHeight)), the most an item can be"
    return "\(source) returned \(value) for \(itemDescription); using \(usable)"
  }

  /// The same as `message`.
  public var description: String { message }
}
