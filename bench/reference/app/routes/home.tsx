export function meta() {
  return [{ title: 'Reference' }, { name: 'description', content: 'A bare React Router page.' }]
}

export default function Home() {
  return (
    <main>
      <h1>Reference</h1>
      <p>A small static page rendered by React Router on a Cloudflare Worker.</p>
    </main>
  )
}
