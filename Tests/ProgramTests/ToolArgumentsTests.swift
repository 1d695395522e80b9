import Testing
import ToolArguments

/// The shared command-line reader: what it reads, and what it says for help and mistakes.
@Suite struct ToolArgumentsTests {
  private func reader(_ arguments: String...) -> ToolArguments {
    ToolArguments(tool: "tool", usage: "usage: tool [--n N]", arguments: arguments)
  }

  @Test func optionsAndValuesAreReadInOrder() throws {
    var arguments = reader("--name", "x", "file", "--n", "1,000")
    #expect(try arguments.readNext() == "--name")
    #expect(try arguments.readValue(for: "--name") == "x")
    #expect(try arguments.readNext() == "file")
    #expect(try arguments.readNext() == "--n")
    #expect(try arguments.readNumber(for: "--n") == 1000)
    #expect(try arguments.readNext() == nil)
    #expect(arguments.isAtEnd)
  }

  @Test func helpIsAskedForWithEitherSpelling() {
    for spelling in ["--help", "-h"] {
      var arguments = reader("--n", "1", spelling)
      _ = try? arguments.readNext()
      _ = try? arguments.readNumber(for: "--n")
      #expect(throws: ToolArgumentsError.helpRequested) { try arguments.readNext() }
    }
  }

  @Test func aMissingValueIsAMistake() {
    var arguments = reader("--n")
    _ = try? arguments.readNext()
    #expect(throws: ToolArgumentsError.mistake("--n needs a value")) {
      try arguments.readValue(for: "--n")
    }
  }

  @Test func anOptionWhereAValueShouldBeIsAMissingValue() {
    var arguments = reader("--state", "--no-state")
    _ = try? arguments.readNext()
    #expect(throws: ToolArgumentsError.mistake("--state needs a value")) {
      try arguments.readValue(for: "--state")
    }
  }

  @Test func negativeNumbersAndADashAreValuesNotOptions() throws {
    #expect(!ToolArguments.isOption("-12.5"))
    #expect(!ToolArguments.isOption("-"))
    #expect(ToolArguments.isOption("-h"))
    #expect(ToolArguments.isOption("--frames"))
    var arguments = reader("--offset", "-40")
    _ = try arguments.readNext()
    #expect(try arguments.readDecimal(for: "--offset") == -40)
  }

  @Test func badNumbersSayWhatWasExpected() {
    var arguments = reader("abc", "0", "x", "-1", "2", "nan")
    #expect(
      throws: ToolArgumentsError.mistake("--n takes a whole number of at least 1, not 'abc'")
    ) { try arguments.readNumber(for: "--n", minimum: 1) }
    #expect(
      throws: ToolArgumentsError.mistake("--n takes a whole number of at least 1, not '0'")
    ) { try arguments.readNumber(for: "--n", minimum: 1) }
    #expect(throws: ToolArgumentsError.mistake("--t takes a number, not 'x'")) {
      try arguments.readDecimal(for: "--t")
    }
    #expect(throws: ToolArgumentsError.mistake("--t takes a number from 0 to 1, not '-1'")) {
      try arguments.readDecimal(for: "--t", in: 0...1)
    }
    #expect(throws: ToolArgumentsError.mistake("--t takes a number from 0 to 1, not '2'")) {
      try arguments.readDecimal(for: "--t", in: 0...1)
    }
    #expect(throws: ToolArgumentsError.mistake("--s takes a positive number, not 'nan'")) {
      try arguments.readPositiveDecimal(for: "--s")
    }
  }

  @Test func choicesAreNamedInAMistake() throws {
    var arguments = reader("sideways", "all")
    #expect(
      throws: ToolArgumentsError.mistake("--mode takes all, missing or none, not 'sideways'")
    ) { try arguments.readChoice(for: "--mode", from: ["all", "missing", "none"]) }
    #expect(try arguments.readChoice(for: "--mode", from: ["all", "missing"]) == "all")
  }

  @Test func unknownArgumentsAreOptionsOrStrayValues() {
    let arguments = reader()
    #expect(arguments.unknown("--bogus") == .mistake("unknown option '--bogus'"))
    #expect(arguments.unknown("bogus") == .mistake("unexpected argument 'bogus'"))
  }

  @Test func helpPrintsTheUsageAndAMistakeTheToolTheMessageAndTheUsage() {
    let arguments = reader()
    let help = arguments.report(of: .helpRequested)
    #expect(help.text == "usage: tool [--n N]")
    #expect(help.status == 0)
    let mistake = arguments.report(of: .mistake("--n needs a value"))
    #expect(mistake.text == "tool: --n needs a value\nusage: tool [--n N]")
    #expect(mistake.status == 2)
  }

  @Test func listsReadAsEnglish() {
    #expect(ToolArguments.list(["a"]) == "a")
    #expect(ToolArguments.list(["a", "b"]) == "a or b")
    #expect(ToolArguments.list(["a", "b", "c"]) == "a, b or c")
  }
}
