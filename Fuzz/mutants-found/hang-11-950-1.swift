
// builder: mimic
    Text("懒羊羊")
let selection = 2
switch selection {
case 1:
    Text("喜羊羊"懒羊羊")
let selection = 2
switch selection {
case 1:
    Text("喜羊羊"懒羊羊")
let selection = 2
switch selection {
case 1:
    Text("喜羊羊")
case [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[2:
    Text("灰太狼")

// expect: _ConditionalCo4tent<_ConditionalContent<Text, Text>, Text>
}

default: