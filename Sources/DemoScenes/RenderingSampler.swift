import TableKit

/// A slice of a settings table drawn straight into a `DrawList`: a plain header bar, a row with
/// an icon, a title, a gray value and a chevron, its separator, and a second row with a
/// checkmark and an info button. It exercises every kind of command the foundation offers.
@MainActor
public enum RenderingSampler {
  /// The size of the slice in points.
  public static let size = CGSize(width: 375, height: 28 + 44 * 2)

  /// The slice as a draw list, laid out with `text` measurements.
  public static func drawList(measuring text: any TextMeasuring) -> DrawList {
    var list = DrawList()
    let width = size.width
    // Header bar with a bold title.
    list.fill(CGRect(x: 0, y: 0, width: width, height: 28), color: .plainHeaderBackground)
    let headerFont = Font.boldSystemFont(ofSize: 15)
    let headerHeight = text.lineHeight(of: headerFont)
    list.text(
      TextRun(
        "Connections", font: headerFont, color: .label,
        origin: CGPoint(x: 15, y: ((28 - headerHeight) / 2).rounded())))
    // First row: icon, title, value, chevron, inset separator.
    let row = CGRect(x: 0, y: 28, width: width, height: 44)
    list.fill(row, color: .white)
    list.append(
      .image(name: "icon-wifi", rect: CGRect(x: 15, y: row.minY + 7.5, width: 29, height: 29)))
    let title = Font.systemFont(ofSize: 17)
    let titleHeight = text.lineHeight(of: title)
    let titleY = (row.minY + (44 - titleHeight) / 2).rounded()
    list.text(TextRun("Wi-Fi", font: title, color: .label, origin: CGPoint(x: 59, y: titleY)))
    let value = "Home Network"
    let valueWidth = text.size(of: value, font: title).width
    list.text(
      TextRun(
        value, font: title, color: .secondaryLabel,
        origin: CGPoint(x: width - 15 - 8 - 10 - valueWidth, y: titleY)))
    list.chevron(in: CGRect(x: width - 15 - 8, y: row.midY - 6.5, width: 8, height: 13))
    list.append(
      .line(
        from: CGPoint(x: 59, y: row.maxY - 1), to: CGPoint(x: width, y: row.maxY - 1),
        pixelWidth: 1, .separator))
    // Second row: a long title truncated before a checkmark and an info button.
    let second = CGRect(x: 0, y: row.maxY, width: width, height: 44)
    list.fill(second, color: .white)
    list.text(
      TextRun(
        "A very long title that cannot fit in the row", font: title, color: .label,
        origin: CGPoint(x: 15, y: (second.minY + (44 - titleHeight) / 2).rounded()),
        maxWidth: width - 15 - 22 - 15 - 14 - 15 - 15))
    list.checkmark(
      in: CGRect(x: width - 15 - 22 - 15 - 14, y: second.midY - 5.5, width: 14, height: 11))
    list.infoButton(in: CGRect(x: width - 15 - 22, y: second.midY - 11, width: 22, height: 22))
    return list
  }
}
