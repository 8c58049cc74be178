import ButtonSizerEngine

/// What help says about each command besides its options: its abstract, operands, examples and notes.
extension Command {
    /// One line for the command list and the top of the command's help.
    public var abstract: String {
        switch self {
        case .measure: "width, height, truncation and lines of a label"
        case .layout: "a button's size, frames, truncation and size trace"
        case .render: "draws a laid-out button to an SVG or PNG preview"
        case .lint: "checks every translation of an app's storyboard/xib buttons, or of configured buttons, for truncation"
        case .frames: "every view's frame in an app's storyboards/xibs, solved by Auto Layout, beside Xcode's stored frame"
        case .batch: "answers JSON Lines requests in order, on every core"
        case .serve: "the layout service over HTTP, with a preview page"
        case .fonts: "the font families it can resolve, bundled first"
        }
    }

    /// Positional arguments other than options in the table: the usage's operand and its help line.
    public var operands: (form: String, help: String)? {
        switch self {
        case .lint: ("PATH…", "app folders, .storyboard/.xib files, .xcstrings, .strings (in xx.lproj/) or Android strings.xml (in values-xx/)")
        case .frames: ("PATH…", "app folders or .storyboard/.xib files (iOS documents are laid out)")
        default: nil
        }
    }

    /// Real command lines for help and the man page (each runs as shown from the source tree).
    public var examples: [String] {
        switch self {
        case .measure: [
            #"buttonsizer measure --hermetic "Continue shopping""#,
            #"buttonsizer measure --hermetic --width 80 --line-break middle "Continue shopping""#,
            #"buttonsizer measure --hermetic -s 15 --json -- "-15% today""#,
        ]
        case .layout: [
            #"buttonsizer layout --hermetic --title "Add to cart" --image 20x20 --padding 8 --insets 10,16,10,16"#,
            #"buttonsizer layout --hermetic --profile classic --title "Download the latest version" --image 24x24 --bounds 200x44"#,
            #"buttonsizer layout --hermetic --style filled --button-size large --title "Pay" --max-width 120 --json"#,
        ]
        case .render: [
            #"buttonsizer render --hermetic --title "Add to cart" --image 20x20 --padding 8 --guides -o cart.png"#,
            #"buttonsizer render --hermetic --profile classic --title "Download" --bounds 120x44 -o download.svg"#,
        ]
        case .lint: [
            "buttonsizer lint --hermetic --config examples/lint/buttons.json examples/lint/Localizable.xcstrings",
            "buttonsizer lint --hermetic -c examples/lint/buttons.json --format github examples/lint/Localizable.xcstrings",
            "buttonsizer lint --hermetic Tests/Fixtures/IB/duckduckgo-ios",
        ]
        case .frames: [
            "buttonsizer frames --hermetic Tests/Fixtures/AutoLayoutCorpus/eidolon",
            "buttonsizer frames --hermetic --device retina4_0 --json Tests/Fixtures/AutoLayoutCorpus/eidolon/Kiosk/Storyboards/KeypadView.xib",
            "buttonsizer frames --hermetic --content-size L,AX3 Tests/Fixtures/FramesContentSize/BodyLabel.storyboard",
        ]
        case .batch: [
            #"echo '{"id": 1, "command": "measure", "text": "Continue", "width": 60}' | buttonsizer batch --hermetic"#,
            "buttonsizer batch --hermetic --workers 2 -i requests.jsonl -o answers.jsonl",
        ]
        case .serve: [
            "buttonsizer serve --hermetic --port 8080",
            "buttonsizer serve --host 0.0.0.0 --port 0 --font-dir /usr/share/fonts/truetype",
        ]
        case .fonts: ["buttonsizer fonts --hermetic"]
        }
    }

    /// Paragraphs after the options: formats the options refer to.
    public var notes: [String] {
        switch self {
        case .lint: [
            #"CONFIG: {"defaultLocale": "en", "defaults": {LAYOUT FIELDS}, "placeholders": {"%@": "Christopher"}, "#
                + #""placeholdersByKey": {"KEY PATTERN": {…}}, "buttons": [{"keys": ["checkout.*"], LAYOUT FIELDS}]}"#,
            "LAYOUT FIELDS: the layout command's options without '--' (profile, size, bounds, max-width, image, lines…); "
                + "every button needs bounds or max-width. `buttonsizer help layout` lists them.",
            #"DYNAMIC TYPE: "content-sizes": ["L", "AX3"] with "text-style": "body" or "scaled-sizes": "L=17,AX3=40" "#
                + "(in defaults or a button): every title checked at each content size.",
        ]
        case .batch: [
            #"Each input line: {"id": ANY, "command": "measure"|"layout", FIELD: VALUE, …}: the fields are the "#
                + #"command's options without '--' ("text" is measure's TEXT; true turns a flag on; insets may be a "#
                + "list). Each answer: {\"line\", \"id\", \"ok\": true, \"result\"} or {…, \"ok\": false, \"error\"}, "
                + "in input order. Blank lines are skipped without an answer; line numbers still count them.",
        ]
        case .serve: [
            "Routes: POST /v1/measure, /v1/layout, /v1/render?format=svg|png, /v1/batch; GET /v1/fonts, /healthz, "
                + "/metrics, / (the preview page). Request bodies are the batch fields.",
        ]
        default: []
        }
    }
}
