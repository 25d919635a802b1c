use cordis_toolset::Shape;

#[derive(Shape)]
pub struct Generic<T> {
    pub value: T,
}

#[derive(serde::Serialize, Shape)]
#[serde(rename_all = "Title Case")]
pub struct BadRule {
    #[serde(flatten)]
    pub inner: u8,
}

#[derive(Shape)]
pub union Bits {
    pub a: u32,
    pub b: f32,
}

fn main() {}
