// The `uikit` profile: seed 004's SwiftlyUI. An entry is a SwiftlyUI builder body: every
// component is a [UIView], so the entry's type is always Array<UIView>.

// MARK: - uikit_label
// builder: uikit
// expect: Array<UIView>
UILabel("a")

// MARK: - uikit_chain
// builder: uikit
// expect: Array<UIView>
UILabel("ACC:")
    .font(.medium(14))
    .width(50)
UITextField("input ACC")
    .height(35)
    .width(180)

// MARK: - uikit_stacks
// builder: uikit
// expect: Array<UIView>
VStackView(spacing: 10) {
    HStackView(spacing: 10) {
        UILabel("a")
        UIImageView(systemName: "star")
    }
    .border(.orange)
    .cornerRadius(5)
    UIButton("OK")
}

// MARK: - uikit_if_else
// builder: uikit
// expect: Array<UIView>
let loggedIn = false
if loggedIn {
    UILabel("Welcome")
} else {
    UIButton("Log in")
}
UILabel("footer")

// MARK: - uikit_for
// builder: uikit
// expect: Array<UIView>
HStackView(spacing: 4) {
    for name in ["a", "b", "c"] {
        UILabel(name).padding(2)
    }
}

// MARK: - uikit_optional
// builder: uikit
// expect: Array<UIView>
let showButton = true
VStackView {
    UILabel("标题")
    UIImageView(systemName: "star.fill")
    if showButton {
        UIButton("Submit")
    }
}

// MARK: - uikit_login_form
// builder: uikit
// expect: Array<UIView>
ZStackView {
    UIView()
        .frame(width: 300, height: 200)
        .backgroundColor(.red.opacity(0.5))
        .fillSuperMargins()

    VStackView(spacing: 10) {
        HStackView(spacing: 10) {
            Label("ACC:")
                .font(.medium(14))
                .width(50)

            UITextField("input ACC")
                .height(35)
                .width(180)
        }
        .border(.orange)
        .cornerRadius(5)

        HStackView(spacing: 10) {
            Label("PWD:")
                .font(.medium(14))
                .width(50)

            UITextField("input PWD")
                .height(35)
                .width(180)
        }
        .border(.orange)
        .cornerRadius(5)
    }
    .distribution(.fillEqually)
    .centerToSuper()
}
.backgroundColor(.blue.opacity(0.5))
.padding(10)

// MARK: - uikit_label_of_an_int
// builder: uikit
// error: cannot convert value of type 'Int' to expected argument type 'String'
UILabel(42)
