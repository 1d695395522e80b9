import Foundation

@testable import TableKit

/// Screens and cells for the pure view tests. Text is measured by `FixedAdvanceTextMeasurer`
/// (0.55 × the point size per character, lines 1.2 × the point size, rounded), so every
/// expectation can be worked out by hand:
///
/// | font | advance per character | line height | baseline |
/// |---|---|---|---|
/// | 17 | 9.35 | 20 | 16 |
/// | 15 | 8.25 | 18 | 14 |
/// | 13 | 7.15 | 16 | 13 |
/// | 12 | 6.6 | 14 | 11 |
@MainActor
enum ViewTesting {
  /// Image sizes in points by name.
  static let imageSizes: [String: CGSize] = [
    "icon": CGSize(width: 29, height: 29),
    "avatar": CGSize(width: 40, height: 40),
    "large": CGSize(width: 80, height: 80),
    "small": CGSize(width: 20, height: 20),
    "wide": CGSize(width: 60, height: 30),
  ]

  /// A screen with the fixed measurer and the sizes above.
  static func screen(
    scale: CGFloat = 1, layoutDirection: LayoutDirection = .leftToRight
  ) -> Screen {
    Screen(
      scale: scale, textMeasurer: FixedAdvanceTextMeasurer(),
      imageProvider: FixedImageSizes(imageSizes), layoutDirection: layoutDirection)
  }

  /// A cell of `style`, `width` × `height`, filled by `configure` and laid out.
  static func cell(
    _ style: TableViewCell.CellStyle, width: CGFloat = 320, height: CGFloat = 44,
    layoutDirection: LayoutDirection = .leftToRight,
    _ configure: (TableViewCell) -> Void = { _ in }
  ) -> TableViewCell {
    let cell = TableViewCell(style: style, reuseIdentifier: "cell")
    cell.screen = screen(layoutDirection: layoutDirection)
    cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
    configure(cell)
    cell.layoutIfNeeded()
    return cell
  }

  /// The text runs a view draws, in drawing order.
  static func textRuns(of view: View) -> [TextRun] {
    var list = DrawList()
    view.render(into: &list)
    return list.commands.compactMap {
      if case .text(let run) = $0 { return run }
      return nil
    }
  }
}

extension Image {
  /// An image known to `ViewTesting.imageSizes`.
  static func test(_ name: String) -> Image {
    guard let image = Image(named: name) else { preconditionFailure("empty image name") }
    return image
  }
}
