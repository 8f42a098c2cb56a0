export default function Home() {
  return <main className="p-8">Placeholder home: replaced by the public site.</main>;
}
