import Foundation
import Testing

@testable import TableKit

/// Self-sizing without constraints: custom cells and headers laid out by frames in
/// `layoutSubviews` get the height their subviews' content needs (`systemLayoutSizeFitting`).
@MainActor
@Suite struct FrameBasedSelfSizingTests {
  /// A note cell from a frame-based app: a wrapping body label inset 15 × 11 in the content.
  final class NoteCell: TableViewCell {
    let body = Label()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      contentView.addSubview(body)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      body.frame = CGRect(
        x: 15, y: 11, width: contentView.frame.width - 30, height: contentView.frame.height - 22)
    }
  }

  /// A cell that answers the fitting call itself, as some ported code does.
  final class FixedAnswerCell: TableViewCell {
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
      verticalFittingPriority: LayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: 123)
    }
  }

  final class NotesController: TableViewController {
    var notes = [
      "Short",
      String(repeating: "A long note that wraps over several lines in a narrow table. ", count: 6),
    ]
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = TableView.automaticDimension
      tableView.estimatedRowHeight = 44
      tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      notes.count + 1
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      if indexPath.row == notes.count {
        return FixedAnswerCell(style: .default, reuseIdentifier: nil)
      }
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
      cell.body.text = notes[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      // An untitled custom header: a plain view holding a label at 8 points, never sized.
      let header = View()
      let label = Label(frame: CGRect(x: 15, y: 8, width: 200, height: 0))
      label.text = "Notes"
      label.font = .boldSystemFont(ofSize: 20)
      header.addSubview(label)
      return header
    }
  }

  private func layOut() -> NotesController {
    let controller = NotesController(style: .plain)
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    controller.tableView.layoutIfNeeded()
    return controller
  }

  @Test func aWrappingLabelLaidOutByFramesSizesItsRow() throws {
    let controller = layOut()
    let table = controller.tableView!
    let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let long = table.rectForRow(at: IndexPath(row: 1, section: 0))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
    let probe = Label()
    probe.font = cell.body.font
    probe.text = "Short"
    let oneLine = probe.sizeThatFits(CGSize(width: 290, height: CGFloat.greatestFiniteMagnitude))
    // A custom cell may be shorter than a standard row (issue 28): one line and its insets.
    #expect(short.height == (oneLine.height + 22).rounded(.up), "one line and its insets")
    let text = cell.body.sizeThatFits(
      CGSize(width: CGFloat(290), height: .greatestFiniteMagnitude)).height
    #expect(text > 60, "the long note wraps")
    #expect(abs(long.height - (text + 22).rounded(.up)) <= 1)
    #expect(abs(cell.body.frame.height - text) <= 1, "laid out at that height, nothing clipped")
  }

  @Test func aCellThatAnswersTheFittingCallGetsItsAnswer() {
    let controller = layOut()
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 123)
  }

  @Test func anUntitledCustomHeaderGetsTheHeightOfItsContent() {
    let controller = layOut()
    let header = controller.tableView.rectForHeader(inSection: 0)
    let label = Label()
    label.text = "Notes"
    label.font = .boldSystemFont(ofSize: 20)
    let line = label.intrinsicContentSize.height
    #expect(header.height > 0)
    #expect(abs(header.height - (line + 16)) <= 1)
  }

  @Test func anUntitledHeaderFooterViewSubclassMeasuresItsOwnContent() {
    final class BadgeHeader: TableViewHeaderFooterView {
      let badge = Switch()
      required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
      }
      override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(origin: CGPoint(x: 15, y: 6), size: badge.intrinsicContentSize)
      }
    }
    let header = BadgeHeader(reuseIdentifier: nil)
    let height = header.sizeThatFits(CGSize(width: 320, height: 0)).height
    #expect(height == (Switch().intrinsicContentSize.height + 12).rounded(.up))
  }

  @Test func systemLayoutSizeFittingOfAPlainViewFollowsItsSubviews() {
    let card = View()
    let title = Label(frame: CGRect(x: 10, y: 12, width: 100, height: 0))
    title.text = "Title"
    let toggle = Switch(frame: CGRect(x: 10, y: 40, width: 0, height: 0))
    card.addSubview(title)
    card.addSubview(toggle)
    let size = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0))
    #expect(size.width == 300)
    #expect(size.height == 40 + Switch().intrinsicContentSize.height + 12)
    let leaf = Label()
    leaf.text = "Leaf"
    #expect(leaf.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      == leaf.intrinsicContentSize)
  }
}
